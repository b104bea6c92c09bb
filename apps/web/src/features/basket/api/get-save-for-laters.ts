import { queryOptions, useQuery } from '@tanstack/react-query';
import { SaveForLaterCollection } from '@sparesfinder/contracts/save-for-later';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { basketKeys } from '../basket-cache';

export const getSaveForLaters = (signal?: AbortSignal) =>
  apiRequest(apiRoutes.saveForLater.list, { schema: SaveForLaterCollection, signal });

/** Under basketKeys.all, so a failed basket write or one that saves items reloads them (applyBasket). */
export const saveForLatersQueryOptions = queryOptions({
  queryKey: basketKeys.saveForLater,
  queryFn: ({ signal }) => getSaveForLaters(signal),
  select: (result) => result.collection,
});

export const useSaveForLaters = () => useQuery(saveForLatersQueryOptions);
