import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import type { Executor } from '../../db/client';
import type { BasketModule } from '../basket/basket.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import type { PlatformModule } from '../platform/platform.module';
import { createCheckoutRepository } from './checkout.repository';
import { checkoutRoutes } from './checkout.routes';
import { createCheckoutService } from './checkout.service';
import { createOrderPlacement } from './order-placement';
import { sandboxGatewayRoutes } from '../../providers/payment/sandbox-gateway.routes';
import { cardPaymentRoutes } from './card-payment.routes';
import { createCardPaymentService } from './card-payment.service';
import { createCardPaymentsRepository } from './card-payments.repository';
import { cardPaymentReconciliationJob, createCardReconciliation, type CardReconciliation } from './card-payment-reconciliation';

/** Checkout and payment (spec 3 §2.5-2.7, §4.7-4.8, issue #15; decision 014). */
export async function registerCheckout(app: FastifyInstance, deps: AppDependencies & { basket: BasketModule; platform: PlatformModule; notifications: NotificationsModule }) {
  const repository = createCheckoutRepository(deps.database.db);
  const basketService = deps.basket.basketService;
  const isFeatureEnabled = deps.platform.isFeatureEnabled;
  const checkoutService = createCheckoutService({ repository, basketService, clock: deps.clock, isFeatureEnabled });
  const orderPlacement = createOrderPlacement({
    basketService,
    repository,
    notificationsService: deps.notifications.notificationsService,
    mail: deps.providers.mail,
    clock: deps.clock,
    isFeatureEnabled,
    onMailFailure: (error) => app.log.error({ err: error }, 'order confirmation e-mail failed'),
    orderStatus: deps.providers.orderStatus,
    onOrderStatusFailure: (error) => app.log.error({ err: error }, 'order status simulation could not start'),
  });
  await app.register(checkoutRoutes, { checkoutService, orderPlacement });
  const gateway = deps.providers.payment;
  const cardPayments = createCardPaymentsRepository(deps.database.db);
  const cardPaymentService = createCardPaymentService({ repository: cardPayments, basketService, orderPlacement, gateway, clock: deps.clock });
  await app.register(cardPaymentRoutes, { cardPaymentService });
  if (gateway.name === 'sandbox') await app.register(sandboxGatewayRoutes, { gateway });
  const cardReconciliation = createCardReconciliation({
    repository: cardPayments,
    settlement: cardPaymentService.settlement,
    basketService,
    gateway,
    notificationsService: deps.notifications.notificationsService,
    clock: deps.clock,
    graceMs: deps.config.cardReconciliation.graceSeconds * 1000,
  });
  if (deps.jobHandlers) scheduleCardReconciliation(app, deps, cardReconciliation);
  /** A rejected order's card part (orders area, issue #44): claimed in the rejection's transaction, refunded after it. */
  const cardRefunds = {
    claim: (order: { basketId: number; organisationId: number }, message: string, tx: Executor) => cardPayments.claimRefundOfOrder(order.organisationId, order.basketId, message, deps.clock.now(), tx),
    async finish(order: { basketId: number; organisationId: number; userId: number }) {
      try {
        const actor = { organisationId: order.organisationId, userId: order.userId };
        for (const payment of await cardPayments.listPaymentsOfBasket(actor.organisationId, actor.userId, order.basketId)) {
          if (payment.status === 'refunding') await cardPaymentService.settlement.refund(actor, payment, payment.refundMessage ?? '', payment.refundMessage ?? '');
        }
      } catch (error) {
        app.log.error({ err: error }, 'rejected order card refund failed; the reconciliation job finishes it');
      }
    },
  };
  return { checkoutService, orderPlacement, cardPaymentService, cardReconciliation, cardRefunds };
}

/**
 * At start and every CARD_RECONCILE_SECONDS, one reconciliation round is queued (pg-boss): the round number is the
 * period, so nodes queuing in the same period queue one job, and a round lost with a crashed node runs again next
 * period (the job is retried, and every step in it is exactly-once).
 */
function scheduleCardReconciliation(app: FastifyInstance, deps: AppDependencies, reconciliation: CardReconciliation) {
  deps.jobHandlers?.handle(cardPaymentReconciliationJob, async () => {
    const counts = await reconciliation.reconcile();
    if (Object.keys(counts).length) app.log.info({ counts }, 'card payments reconciled');
  });
  const everyMs = deps.config.cardReconciliation.everySeconds * 1000;
  const queueRound = () => {
    const round = Math.floor(Date.now() / everyMs);
    deps.jobs.enqueue(cardPaymentReconciliationJob, { round }, { singletonKey: `card-reconcile-${everyMs}-${round}` }).catch((error: unknown) => app.log.error({ err: error }, 'card reconciliation could not be queued'));
  };
  const first = setTimeout(queueRound, 2_000);
  const timer = setInterval(queueRound, everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
export type CheckoutModule = Awaited<ReturnType<typeof registerCheckout>>;
