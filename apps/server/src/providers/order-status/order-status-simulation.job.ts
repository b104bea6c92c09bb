import { z } from 'zod';
import { orderStatuses } from '@sparesfinder/domain/orders/order-status';
import { defineJob } from '../../jobs/job-definition';

/**
 * The simulated merchant's look at one order (issue #18): if the order is still at `from` and the timetable's step
 * is due, it moves on (guarded by `from`, so a second delivery changes nothing) and the next step is queued. Run
 * early (the queue's clock ahead of the app's), it queues itself again as `round + 1`. Handled in modules/orders.
 */
export const orderStatusSimulationStep = defineJob({
  name: 'orders.status-simulation.step',
  payload: z.object({ basketId: z.number().int().positive(), from: z.enum(orderStatuses), round: z.number().int().nonnegative() }),
  retryLimit: 5,
  retryDelaySeconds: 10,
});
