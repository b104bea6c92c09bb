import { queryOptions, useQuery } from '@tanstack/react-query';
import { SaveForLaterCollection } from '@sparesfinder/contracts/save-for-later';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

export const getSaveForLaters = (signal?: AbortSignal) =>
  apiRequest(apiRoutes.saveForLater.list, { schema: SaveForLaterCollection, signal });

/** Under ['basket'] so every basket change reloads the saved items too. */
export const saveForLatersQueryOptions = queryOptions({
  queryKey: ['basket', 'save-for-later'],
  queryFn: ({ signal }) => getSaveForLaters(signal),
  select: (result) => result.collection,
});

export const useSaveForLaters = () => useQuery(saveForLatersQueryOptions);
