import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
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
  const cardPaymentService = createCardPaymentService({ repository: createCardPaymentsRepository(deps.database.db), basketService, orderPlacement, gateway, clock: deps.clock });
  await app.register(cardPaymentRoutes, { cardPaymentService });
  if (gateway.name === 'sandbox') await app.register(sandboxGatewayRoutes, { gateway });
  return { checkoutService, orderPlacement, cardPaymentService };
}
export type CheckoutModule = Awaited<ReturnType<typeof registerCheckout>>;
