import type { QueryClient } from '@tanstack/react-query';
import type { Basket } from '@sparesfinder/contracts/basket';
import { basketQueryKey } from './get-basket-for-user';

/**
 * Every basket write answers the whole recomputed basket: it goes straight into the ['basket', 'for-user'] cache
 * (the page and the header badge read it), so no second request is needed. The saved lists are reloaded when the
 * write touched them.
 */
export function showBasket(queryClient: QueryClient, basket: Basket, { reloadSaved = false } = {}) {
  queryClient.setQueryData(basketQueryKey, basket);
  if (reloadSaved)
    void queryClient.invalidateQueries({
      queryKey: ['basket'],
      predicate: (query) => query.queryKey[1] !== basketQueryKey[1],
    });
}

/** After a failed write nobody knows what the server holds: reload everything under ['basket']. */
export const reloadBasket = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['basket'] });
