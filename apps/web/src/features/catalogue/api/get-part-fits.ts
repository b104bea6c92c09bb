import { queryOptions, useQuery } from '@tanstack/react-query';
import { PartFitsResponse } from '@sparesfinder/contracts/catalogue';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** GET /ProductSearch/PartFits?manufacturerId&mpn: 'This part also fits...' (spec 2 §2). */
export const getPartFits = (mpn: string, manufacturerId: number | null, signal?: AbortSignal) =>
  apiRequest(apiRoutes.catalogue.partFits, {
    query: { mpn, manufacturerId },
    schema: PartFitsResponse,
    signal,
  });

export const partFitsQueryOptions = (mpn: string, manufacturerId: number | null) =>
  queryOptions({
    queryKey: ['catalogue', 'part-fits', mpn, manufacturerId],
    queryFn: ({ signal }) => getPartFits(mpn, manufacturerId, signal),
    staleTime: 10 * 60_000,
  });

export const usePartFits = (mpn: string, manufacturerId: number | null) =>
  useQuery(partFitsQueryOptions(mpn, manufacturerId));
