/**
 * A basket's status (decision 002: the placed basket is the order). 'open' is the user's basket being filled;
 * 'placed' is an order, with its order fields. The merchant's progress on an order (accepted, ready to collect …)
 * is a separate order status, not a basket status.
 */
export const basketStatuses = {
  open: 'open',
  placed: 'placed',
} as const;
export type BasketStatus = (typeof basketStatuses)[keyof typeof basketStatuses];

/** The one "placed order" rule: order history, recently ordered, reorder and invoices read exactly these baskets. */
export const isPlacedOrder = (basket: { status: string }): boolean => basket.status === basketStatuses.placed;
