import { isPlacedOrder } from './basket-status';

/**
 * Who in an organisation may see a basket by its key (docs/SECURITY.md "Who sees what"). An open basket is its
 * user's own work in progress: colleagues never read or change it. A placed basket is an order of the organisation:
 * every user of it may see it (order history, invoices, reorder). Other organisations never reach either (the
 * query is scoped by organisation, and a foreign key answers 404 like a missing one).
 */
export const canSeeBasket = (viewer: { userId: number }, basket: { userId: number; status: string }): boolean =>
  isPlacedOrder(basket) || basket.userId === viewer.userId;
