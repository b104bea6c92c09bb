import type { JobQueue } from '../../jobs/jobs';
import type { OrderStatusProvider } from './order-status-provider';
import { createOrderStatusSimulation } from './simulated-order-status';
import { isValidWebhookSignature } from './webhook-signature';

/**
 * Merchants named in MERCHANT_ORDER_STATUS_WEBHOOKS report by webhook; every other merchant is simulated unless the
 * simulation is off (then their orders stay 'placed' until something else moves them).
 */
export function createOrderStatusProvider(config: { timeScale: number; simulation: boolean; webhookSecrets: ReadonlyMap<number, string> }, jobs: JobQueue): OrderStatusProvider {
  const simulation = config.simulation ? createOrderStatusSimulation({ jobs, timeScale: config.timeScale }) : null;
  const simulates = (supplierId: number | null) => simulation !== null && !(supplierId !== null && config.webhookSecrets.has(supplierId));
  return {
    simulation,
    simulates,
    async orderPlaced(order) {
      if (simulates(order.supplierId)) await simulation?.orderPlaced(order);
    },
    verifyWebhookSignature: (supplierId, rawBody, signature) => isValidWebhookSignature(config.webhookSecrets.get(supplierId), rawBody, signature),
  };
}
