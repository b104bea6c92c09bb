import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedPartsResponse } from '@sparesfinder/contracts/save-for-later';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { basketKeys } from '../basket-cache';

export const getSavedParts = (signal?: AbortSignal) =>
  apiRequest(apiRoutes.saveForLater.savedParts, { schema: SavedPartsResponse, signal });

/** Saved parts orders (spec 2 §3); under basketKeys.all so Save Basket and 'Add to Basket' reload the list. */
export const savedPartsQueryOptions = queryOptions({
  queryKey: basketKeys.savedParts,
  queryFn: ({ signal }) => getSavedParts(signal),
  select: (result) => result.collection,
});

export const useSavedParts = () => useQuery(savedPartsQueryOptions);
