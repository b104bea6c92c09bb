import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import type { AccountModule } from '../account/account.module';
import type { CheckoutModule } from '../checkout/checkout.module';
import type { BasketModule } from '../basket/basket.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import type { PlatformModule } from '../platform/platform.module';
import { createOrderDocumentsRepository } from './order-documents.repository';
import { createDocumentNumbersRepository } from './document-numbers.repository';
import { createOrdersRepository } from './orders.repository';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';
import { createOrderExportsRepository } from './order-exports.repository';
import { orderExportJob } from './order-export.job';
import { orderExportRoutes } from './order-export.routes';
import { linkOrigin } from '../../lib/link-origin';
import { createOrderExportService } from './order-export.service';
import { orderStatusSimulationStep } from '../../providers/order-status/order-status-simulation.job';
import { createOrderStatusRepository } from './order-status.repository';
import { createOrderStatusService, type OrderStatusService } from './order-status.service';
import type { OrderStatusSimulation } from '../../providers/order-status/order-status-provider';
import { orderStatusWebhookRoutes } from './order-status-webhook.routes';

export interface OrdersModuleDeps extends AppDependencies {
  basket: BasketModule;
  account: AccountModule;
  platform: PlatformModule;
  notifications: NotificationsModule;
  /** A rejected order's card refund (the checkout area's payments); absent, a rejection credits the account alone. */
  checkout?: Pick<CheckoutModule, 'cardRefunds'>;
}

/** Order history, details, invoices and credit notes (spec 1 §2, §7; issue #18). A placed basket is the order (decision 002). */
export async function registerOrders(app: FastifyInstance, deps: OrdersModuleDeps) {
  const db = deps.database.db;
  const ordersRepository = createOrdersRepository(db);
  const ordersService = createOrdersService({
    ordersRepository,
    documentsRepository: createOrderDocumentsRepository(db),
    documentNumbers: createDocumentNumbersRepository(db),
    clock: deps.clock,
    basketLines: async (actor, basketKey) => (await deps.basket.basketService.getBasketByKey(actor, basketKey)).lines,
    organisation: (actor) => deps.account.accountService.getOrganisation(actor),
    isFeatureEnabled: deps.platform.isFeatureEnabled,
  });
  await app.register(ordersRoutes, { ordersService });
  const orderExportService = createOrderExportService({
    exportsRepository: createOrderExportsRepository(db),
    ordersRepository,
    ordersService,
    jobs: deps.jobs,
    mail: deps.providers.mail,
    clock: deps.clock,
    userEmail: async (actor) => (await deps.account.accountService.getUserDetails(actor)).email,
    raise: (notice) => deps.notifications.notificationsService.raise(notice),
  });
  deps.jobHandlers?.handle(orderExportJob, ({ fileId, siteUrl }) => orderExportService.buildExport(fileId, siteUrl));
  await app.register(orderExportRoutes, { orderExportService, linkOriginOf: (request) => linkOrigin(deps.config, request) });
  const orderStatusService = registerOrderStatus(app, deps);
  await app.register(orderStatusWebhookRoutes, { orderStatusService, provider: deps.providers.orderStatus });
  return { ordersService, orderStatusService };
}
export type OrdersModule = Awaited<ReturnType<typeof registerOrders>>;

/** Merchant order status (issue #18): the simulated merchant's job and, for the webhook, the service both share. */
function registerOrderStatus(app: FastifyInstance, deps: OrdersModuleDeps) {
  const simulation = deps.providers.orderStatus.simulation;
  const orderStatusService = createOrderStatusService({
    repository: createOrderStatusRepository(deps.database.db),
    notificationsService: deps.notifications.notificationsService,
    mail: deps.providers.mail,
    clock: deps.clock,
    timeScale: simulation?.timeScale ?? 1,
    onMailFailure: (error) => app.log.error({ err: error }, 'order status e-mail failed'),
    cardRefunds: deps.checkout?.cardRefunds,
  });
  deps.jobHandlers?.handle(orderStatusSimulationStep, async (step) => {
    const next = await orderStatusService.advanceSimulatedOrder(step);
    if (next) await simulation?.scheduleStep(next.step, next.dueAt);
  });
  if (simulation && deps.jobHandlers) sweepLostSimulationSteps(app, deps, orderStatusService, simulation);
  return orderStatusService;
}

/**
 * Every ORDER_STATUS_SWEEP_SECONDS, queues again the simulated steps that are overdue (order-status.service.ts
 * overdueSimulationSteps), so an order whose job was never queued does not stay 'placed' for good. The round is the
 * sweep's minute: a new job key each minute, the same key for servers sweeping in the same minute.
 */
function sweepLostSimulationSteps(app: FastifyInstance, deps: OrdersModuleDeps, service: OrderStatusService, simulation: OrderStatusSimulation) {
  const { orderStatus } = deps.providers;
  const sweep = async () => {
    const now = deps.clock.now();
    const round = lostStepRoundBase + Math.floor(now.getTime() / 60_000);
    for (const step of await service.overdueSimulationSteps((supplierId) => orderStatus.simulates(supplierId))) await simulation.scheduleStep({ ...step, round }, now);
  };
  const timer = setInterval(() => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'order status sweep failed')), deps.config.orderStatus.sweepSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
/** Swept rounds stand apart from a step's own early rounds (0, 1, 2…) in the job's key. */
const lostStepRoundBase = 1_000_000_000;
