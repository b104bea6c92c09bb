/**
 * The merchant's progress on an order (the spec leaves status values open, spec 1 §4 "Order status values: not
 * shown"; issue #18 designs them). Separate from the basket's own status (decision 002: 'placed' makes it an order).
 *
 * placed → accepted → ready to collect (collections) / out for delivery (deliveries) → completed;
 * a merchant may reject an order it has not yet sent out, or fulfil it in part.
 */
export const orderStatuses = ['placed', 'accepted', 'readyToCollect', 'outForDelivery', 'completed', 'rejected', 'partFulfilled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  readyToCollect: 'Ready to collect',
  outForDelivery: 'Out for delivery',
  completed: 'Completed',
  rejected: 'Rejected',
  partFulfilled: 'Part fulfilled',
};

const next: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['accepted', 'rejected'],
  accepted: ['readyToCollect', 'outForDelivery', 'partFulfilled', 'rejected'],
  readyToCollect: ['completed', 'partFulfilled'],
  outForDelivery: ['completed', 'partFulfilled'],
  completed: [],
  rejected: [],
  partFulfilled: [],
};

export const isOrderStatus = (value: unknown): value is OrderStatus => typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);

/** Whether a merchant may move an order from one status to the other (a delivery is never "ready to collect"). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, order: { isDelivery: boolean }): boolean {
  if (!next[from].includes(to)) return false;
  if (to === 'readyToCollect' && order.isDelivery) return false;
  if (to === 'outForDelivery' && !order.isDelivery) return false;
  return true;
}

export const isFinalOrderStatus = (status: OrderStatus): boolean => next[status].length === 0;

/** The usual next step of the built-in simulation: accepted, then ready or out, then completed. */
export function usualNextStatus(from: OrderStatus, order: { isDelivery: boolean }): OrderStatus | null {
  if (from === 'placed') return 'accepted';
  if (from === 'accepted') return order.isDelivery ? 'outForDelivery' : 'readyToCollect';
  if (from === 'readyToCollect' || from === 'outForDelivery') return 'completed';
  return null;
}
