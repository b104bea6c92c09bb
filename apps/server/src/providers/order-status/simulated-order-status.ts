import type { OrderStatus } from '@sparesfinder/domain/orders/order-status';
import { orderStatusTimetableMinutes } from '@sparesfinder/domain/orders/order-status-timetable';
import type { JobQueue } from '../../jobs/jobs';
import type { OrderStatusSimulation, PlacedOrder, SimulationStep } from './order-status-provider';
import { orderStatusSimulationStep } from './order-status-simulation.job';

/**
 * The built-in merchant: works offline, moves each order on along the domain's timetable through the
 * `orders.status-simulation.step` job. One job per (order, status, round): a retried enqueue is the same job.
 */
export function createOrderStatusSimulation(deps: { jobs: JobQueue; timeScale: number }): OrderStatusSimulation & { orderPlaced(order: PlacedOrder): Promise<void> } {
  const { jobs, timeScale } = deps;
  const scheduleStep = async (step: SimulationStep, dueAt: Date) => {
    await jobs.enqueue(
      orderStatusSimulationStep,
      { basketId: step.basketId, from: step.from as OrderStatus, round: step.round },
      { singletonKey: `order-status-${step.basketId}-${step.from}-${step.round}`, startAfter: dueAt },
    );
  };
  return {
    timeScale,
    scheduleStep,
    // The first answer is due `answer` minutes after placing; the job itself re-reads the order and the timetable.
    orderPlaced: (order) => scheduleStep({ basketId: order.basketId, from: 'placed', round: 0 }, new Date(order.placedAt.getTime() + Math.round(orderStatusTimetableMinutes.answer * timeScale * 60_000))),
  };
}
