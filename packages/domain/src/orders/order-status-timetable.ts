import { canMoveOrder, type OrderStatus } from './order-status';

/**
 * The built-in merchant's timetable (issue #18): minutes a merchant usually takes from one status to the next. A
 * trade counter accepts within minutes, picks a collection in half an hour, sends a van within the hour; the buyer
 * collects or receives it a few hours later. Spec 1 §9: "Merchant order status can take up to 60 minutes to update".
 */
export const orderStatusTimetableMinutes = {
  /** placed → accepted (or rejected). */
  answer: 5,
  /** accepted → ready to collect (or part fulfilled, collections). */
  pickForCollection: 30,
  /** accepted → out for delivery (or part fulfilled, deliveries). */
  loadForDelivery: 60,
  /** ready to collect → completed: the buyer comes to the counter. */
  collect: 240,
  /** out for delivery → completed: the van arrives. */
  deliver: 120,
} as const;

/**
 * A small, predictable share of simulated orders does not go to plan, decided by the order number so tests (and a
 * demo) know which: 1 in 20 is rejected by the merchant, another 1 in 20 is only part fulfilled.
 */
export const simulatedRejectRemainder = 19;
export const simulatedPartFulfilRemainder = 11;
export const simulatedOutcomeModulus = 20;

export type SimulatedOutcome = 'fulfilled' | 'rejected' | 'partFulfilled';

export function simulatedOutcome(orderNumber: number): SimulatedOutcome {
  const remainder = ((orderNumber % simulatedOutcomeModulus) + simulatedOutcomeModulus) % simulatedOutcomeModulus;
  if (remainder === simulatedRejectRemainder) return 'rejected';
  if (remainder === simulatedPartFulfilRemainder) return 'partFulfilled';
  return 'fulfilled';
}

export interface SimulatedOrder {
  orderNumber: number;
  isDelivery: boolean;
  status: OrderStatus;
  /** When the order reached its current status (its order date while still placed). */
  statusSince: Date;
}

export interface SimulatedStep {
  to: OrderStatus;
  dueAt: Date;
}

/** The step's target and its length in timetable minutes, or null at a final status. */
function stepFrom(order: SimulatedOrder): { to: OrderStatus; minutes: number } | null {
  const outcome = simulatedOutcome(order.orderNumber);
  const t = orderStatusTimetableMinutes;
  switch (order.status) {
    case 'placed':
      return { to: outcome === 'rejected' ? 'rejected' : 'accepted', minutes: t.answer };
    case 'accepted': {
      const minutes = order.isDelivery ? t.loadForDelivery : t.pickForCollection;
      if (outcome === 'partFulfilled') return { to: 'partFulfilled', minutes };
      return { to: order.isDelivery ? 'outForDelivery' : 'readyToCollect', minutes };
    }
    case 'readyToCollect':
      return { to: 'completed', minutes: t.collect };
    case 'outForDelivery':
      return { to: 'completed', minutes: t.deliver };
    default:
      return null;
  }
}

/**
 * The simulated merchant's next move for an order and when it is due. `timeScale` shrinks the timetable (1 = real
 * minutes; the e2e server runs at a few hundredths). The state machine has the last word: a step it would refuse is
 * never proposed (null, as at a final status).
 */
export function nextSimulatedStep(order: SimulatedOrder, timeScale = 1): SimulatedStep | null {
  const step = stepFrom(order);
  if (!step || !canMoveOrder(order.status, step.to, order)) return null;
  return { to: step.to, dueAt: new Date(order.statusSince.getTime() + Math.round(step.minutes * timeScale * 60_000)) };
}

/**
 * The simulated merchant's step an order still waits for, when it is overdue: past its due time by the step's own
 * length again (an answer due after 5 minutes is lost at 10; a delivery due after 2 hours, at 4). Its job was then
 * never queued (the queue failed as the order was placed) or was lost, and the step is queued again. Null at a final
 * status, or while the step may still come.
 */
export function overdueSimulatedStep(order: SimulatedOrder, now: Date, timeScale = 1): SimulatedStep | null {
  const step = stepFrom(order);
  const next = nextSimulatedStep(order, timeScale);
  if (!step || !next) return null;
  const lostAt = next.dueAt.getTime() + Math.round(step.minutes * timeScale * 60_000);
  return now.getTime() > lostAt ? next : null;
}
