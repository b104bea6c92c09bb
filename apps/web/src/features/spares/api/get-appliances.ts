import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { AppliancesResponse } from '@sparesfinder/contracts/spares';
import { apiRequest } from '../../../lib/api-client';
import { sparesKeys } from './spares-keys';

/** GET /SparesFinder/GetAppliances?manufacturerId: the second dropdown. */
export const getAppliances = (manufacturerId: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.spares.appliances, { query: { manufacturerId }, schema: AppliancesResponse, signal });

export const appliancesQueryOptions = (manufacturerId: number) =>
  queryOptions({
    queryKey: sparesKeys.appliances(manufacturerId),
    queryFn: ({ signal }) => getAppliances(manufacturerId, signal),
    staleTime: 30 * 60_000,
  });

export const useAppliances = (manufacturerId: number | null) =>
  useQuery({ ...appliancesQueryOptions(manufacturerId ?? 0), enabled: manufacturerId !== null });
