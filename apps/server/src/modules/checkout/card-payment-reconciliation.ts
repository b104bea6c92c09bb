import { z } from 'zod';
import { messages } from '@sparesfinder/contracts/messages';
import { defineJob } from '../../jobs/job-definition';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import type { BasketService } from '../basket/basket.service';
import type { NotificationsModule } from '../notifications/notifications.module';
import type { CardSettlement } from './card-payment-settlement';
import type { CardPaymentRow, CardPaymentsRepository } from './card-payments.repository';

/** One round of the reconciliation: the payments left unsettled, looked at once (issue #44). */
export const cardPaymentReconciliationJob = defineJob({
  name: 'card-payments.reconcile',
  payload: z.object({ round: z.number().int() }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 5 * 60,
});

/** A hosted page nobody paid within this long is cancelled (a real gateway expires its sessions likewise). */
export const pendingPaymentLifetimeMs = 30 * 60_000;

export interface CardReconciliationDeps {
  repository: CardPaymentsRepository;
  settlement: CardSettlement;
  basketService: Pick<BasketService, 'findBasketKeyById'>;
  gateway: PaymentProvider;
  notificationsService: NotificationsModule['notificationsService'];
  clock: Clock;
  graceMs: number;
}

/**
 * What happens to a payment nobody completed (the tab was closed, the answer lost, the server killed between payment
 * and placement): every round, each payment still pending (or a refund left half done) since before the grace
 * period is looked up at the gateway. Paid: the order is placed with it (its confirmation and notification as
 * always) or, refused, it is refunded and the buyer told; still pending after its lifetime: cancelled; failed or
 * aborted: closed. Each step is the checkout's own (card-payment-settlement.ts), so a round that races the buyer's
 * own completion, or another node's round, still places or refunds once.
 */
export function createCardReconciliation(deps: CardReconciliationDeps) {
  const { repository, settlement, gateway, clock } = deps;

  async function settleOne(payment: CardPaymentRow): Promise<'placed' | 'refunded' | 'closed' | 'waiting'> {
    const actor: Actor = { organisationId: payment.organisationId, userId: payment.userId };
    const basketKey = await deps.basketService.findBasketKeyById(payment.basketId);
    if (!basketKey) return 'waiting';
    const expired = clock.now().getTime() - payment.createdAt.getTime() > pendingPaymentLifetimeMs;
    const atGateway = await gateway.getPayment(payment.gatewayReference);
    if (atGateway?.status === 'pending' && !expired) return 'waiting';
    const { paid } = await settlement.reconcileBasket(actor, payment.basketId, { cancelPending: expired });
    const settled = await settlement.placeWithPaid(actor, basketKey, paid);
    if (!settled) return 'closed';
    if (settled.placedBy) return 'placed';
    // Another request (the buyer's own completion) settled it first: nothing happened here to tell.
    if (!settled.refunded) return 'closed';
    // The buyer is told on the bell (and so on the next page they open), as the order placement tells its success.
    const text = settled.response.success ? messages.orderPlacement.secondPaymentRefunded : settled.response.message;
    await deps.notificationsService.raise({ organisationId: actor.organisationId, userId: actor.userId, title: messages.orderPlacement.cardRefundedTitle, text });
    return 'refunded';
  }

  return {
    /** One round: every unsettled payment older than the grace period, oldest first (bounded per round). */
    async reconcile(): Promise<Record<string, number>> {
      const before = new Date(clock.now().getTime() - deps.graceMs);
      const counts: Record<string, number> = {};
      for (const payment of await repository.listUnsettled(before, 200)) {
        const outcome = await settleOne(payment);
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
      return counts;
    },
  };
}
export type CardReconciliation = ReturnType<typeof createCardReconciliation>;
