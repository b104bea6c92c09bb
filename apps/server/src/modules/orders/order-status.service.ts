import type { OrderStatusWebhookEvent, OrderStatusWebhookResponse } from '@sparesfinder/contracts/order-status-webhook';
import { conflict, notFound } from '@sparesfinder/contracts/errors';
import { canMoveOrder, isOrderStatus, orderStatusLabels, type OrderStatus } from '@sparesfinder/domain/orders/order-status';
import { orderStatusNotice } from '@sparesfinder/domain/orders/order-status-notice';
import { wasCharged } from '@sparesfinder/domain/orders/order-outcome';
import { nextSimulatedStep, overdueSimulatedStep } from '@sparesfinder/domain/orders/order-status-timetable';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { SimulationStep } from '../../providers/order-status/order-status-provider';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrderForStatus, OrderStatusRepository } from './order-status.repository';

export interface OrderStatusServiceDeps {
  repository: OrderStatusRepository;
  notificationsService: Pick<NotificationsService, 'raise'>;
  mail: MailProvider;
  clock: Clock;
  /** The simulation's timetable scale (1 = real minutes). */
  timeScale: number;
  onMailFailure(error: unknown): void;
  /**
   * The card part of a rejected order (the checkout area's payments): claimed for refund in the rejection's
   * transaction, given back after the commit (and by the reconciliation job, should that fail).
   */
  cardRefunds?: {
    claim(order: { basketId: number; organisationId: number }, message: string, tx: Executor): Promise<boolean>;
    /** Never throws: a refund that fails here is finished by the reconciliation job. */
    finish(order: { basketId: number; organisationId: number; userId: number }): Promise<void>;
  };
}

const statusOf = (order: OrderForStatus): OrderStatus => (isOrderStatus(order.orderStatus) ? order.orderStatus : 'placed');
const orderNumberOf = (order: OrderForStatus): number => order.orderNumber ?? 0;
/** The seed's words for the same credit (db/seed/acme-orders.ts). */
export const rejectedCreditReason = 'Order rejected by the merchant: credited in full.';

/**
 * The one way an order's merchant status changes (issue #18), whoever reports it (the simulation job or a merchant's
 * webhook): the domain's state machine allows it → a guarded update → the buyer's notification, in ONE transaction;
 * then, for 'ready to collect', the e-mail. Only the writer whose guarded update won raises and sends anything.
 */
export function createOrderStatusService(deps: OrderStatusServiceDeps) {
  const { repository, notificationsService, clock } = deps;

  /** In `tx`: moves the order if it is still at `from`; false when another writer got there first. */
  async function move(order: OrderForStatus, from: OrderStatus, to: OrderStatus, tx: Executor): Promise<boolean> {
    if (!canMoveOrder(from, to, order)) return false;
    if (!(await repository.moveStatus(order.basketId, from, to, clock.now(), tx))) return false;
    // Issue #44 item 11: a rejected order was charged as placed, so its invoice is credited in full (the page and the
    // notification say so, domain order-outcome). Not yet here: the card refund and the account balance's release.
    if (to === 'rejected' && wasCharged(order)) await creditRejected(order, tx);
    const notice = orderStatusNotice({ orderNumber: orderNumberOf(order), supplierName: order.supplierName, branchName: order.branchName }, to);
    await notificationsService.raise({ organisationId: order.organisationId, userId: order.userId, ...notice }, tx);
    return true;
  }

  /**
   * A rejected order was charged as placed: its invoice is credited in full (the page and the notification say so,
   * domain order-outcome), what went on an account is given back to it, and the card's part is claimed for refund,
   * all once (the credit note's identifier is the order's) and in the rejection's transaction.
   */
  async function creditRejected(order: OrderForStatus, tx: Executor) {
    if (!(await repository.creditInFull({ basketId: order.basketId, organisationId: order.organisationId, orderNumber: orderNumberOf(order), amountPence: order.totalCostPence ?? 0 }, rejectedCreditReason, clock.now(), tx))) return;
    const total = order.totalCostWithVatPence ?? 0;
    const card = order.cardAmountPence ?? (order.paymentMethodTypeId === 1 ? total : 0);
    await repository.releaseAccountCharge(order, total - card, tx);
    if (card > 0) await deps.cardRefunds?.claim(order, rejectedCreditReason, tx);
  }

  /** After the commit: the card refund, then the e-mail; neither failure undoes the status (each is retried). */
  async function afterCommit(order: OrderForStatus, to: OrderStatus) {
    if (to === 'rejected') await deps.cardRefunds?.finish(order);
    await emailIfReady(order, to);
  }

  /** After the commit: a mail failure must not undo the status (the SMTP provider retries in a job). */
  async function emailIfReady(order: OrderForStatus, to: OrderStatus) {
    if (to !== 'readyToCollect') return;
    const notice = orderStatusNotice({ orderNumber: orderNumberOf(order), supplierName: order.supplierName, branchName: order.branchName }, to);
    try {
      await deps.mail.send({ to: order.userEmail, organisationId: order.organisationId, subject: notice.title, text: `${notice.text}\n\nPlease bring your order number ${orderNumberOf(order)} to the counter.\n` });
    } catch (error) {
      deps.onMailFailure(error);
    }
  }

  return {
    /**
     * The simulated merchant's look at one order: moves it on if it is still at `step.from` and the step is due.
     * Answers the next look to schedule (the following step, or this one again when run early), or null when done.
     */
    async advanceSimulatedOrder(step: SimulationStep): Promise<{ step: SimulationStep; dueAt: Date } | null> {
      const result = await repository.inTransaction(async (tx) => {
        const order = await repository.findOrder(step.basketId, tx);
        if (!order || statusOf(order) !== step.from) return null;
        const from = statusOf(order);
        const next = nextSimulatedStep({ orderNumber: orderNumberOf(order), isDelivery: order.isDelivery, status: from, statusSince: order.statusSince }, deps.timeScale);
        if (!next) return null;
        if (next.dueAt > clock.now()) return { order, moved: null, again: { step: { ...step, round: step.round + 1 }, dueAt: next.dueAt } };
        return (await move(order, from, next.to, tx)) ? { order, moved: next.to, again: null } : null;
      });
      if (!result) return null;
      if (result.again) return result.again;
      const to = result.moved!;
      await afterCommit(result.order, to);
      const following = nextSimulatedStep({ orderNumber: orderNumberOf(result.order), isDelivery: result.order.isDelivery, status: to, statusSince: clock.now() }, deps.timeScale);
      return following && { step: { basketId: step.basketId, from: to, round: 0 }, dueAt: following.dueAt };
    },

    /**
     * The steps the simulated merchant has lost (domain overdueSimulatedStep: a job never queued as the order was
     * placed, or lost since), for the merchants it plays, at most `limit` orders a look, those waiting longest first.
     * Queued again, each step's job finds the order where it was (or moved on, and changes nothing).
     */
    async overdueSimulationSteps(simulates: (supplierId: number | null) => boolean, limit = 200): Promise<Omit<SimulationStep, 'round'>[]> {
      const now = clock.now();
      const orders = await repository.listUnfinishedOrders(limit);
      return orders.flatMap((order) => {
        const status = statusOf(order);
        const simulated = { orderNumber: orderNumberOf(order), isDelivery: order.isDelivery, status, statusSince: order.statusSince };
        return simulates(order.supplierId) && overdueSimulatedStep(simulated, now, deps.timeScale) ? [{ basketId: order.basketId, from: status }] : [];
      });
    },

    /**
     * A merchant's webhook event: its own order only (another's or a missing one is 404), a legal move only (409),
     * each event id once (a replay answers what it did the first time, changing nothing).
     */
    async applyMerchantEvent(supplierId: number, event: OrderStatusWebhookEvent): Promise<OrderStatusWebhookResponse> {
      const result = await repository.inTransaction(async (tx) => {
        const order = await repository.findMerchantOrder(supplierId, event.orderNumber, tx);
        if (!order) throw notFound('Order');
        const from = statusOf(order);
        const fresh = await repository.recordEvent({ supplierId, eventId: event.eventId, basketId: order.basketId, fromStatus: from, toStatus: event.status, receivedAt: clock.now() }, tx);
        if (!fresh) {
          const earlier = await repository.findEvent(supplierId, event.eventId, tx);
          return { order, status: earlier && isOrderStatus(earlier.toStatus) ? earlier.toStatus : from, duplicate: true };
        }
        if (!(await move(order, from, event.status, tx))) throw conflict(`Order ${event.orderNumber} cannot move from ${orderStatusLabels[from]} to ${orderStatusLabels[event.status]}`);
        return { order, status: event.status, duplicate: false };
      });
      if (!result.duplicate) await afterCommit(result.order, result.status);
      return { orderNumber: orderNumberOf(result.order), status: result.status, duplicate: result.duplicate };
    },
  };
}
export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
