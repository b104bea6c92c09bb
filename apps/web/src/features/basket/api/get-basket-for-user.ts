import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const basketSchema = () => import('@sparesfinder/contracts/basket').then((contracts) => contracts.Basket);

export const getBasketForUser = (signal?: AbortSignal) => apiRequest(apiRoutes.basket.getForUser, { schema: basketSchema, signal });

/** The Basket issue's mutations invalidate this key so the header badge follows. */
export const basketQueryKey = ['basket', 'for-user'] as const;

export const basketForUserQueryOptions = queryOptions({
  queryKey: basketQueryKey,
  queryFn: ({ signal }) => getBasketForUser(signal),
});

export const useBasketForUser = () => useQuery(basketForUserQueryOptions);
