import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { PartTypesResponse } from '@sparesfinder/contracts/spares';
import { apiRequest } from '../../../lib/api-client';
import { sparesKeys } from './spares-keys';

/** GET /SparesFinder/GetPartTypes?applianceId: the third dropdown. */
export const getPartTypes = (applianceId: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.spares.partTypes, { query: { applianceId }, schema: PartTypesResponse, signal });

export const partTypesQueryOptions = (applianceId: number) =>
  queryOptions({
    queryKey: sparesKeys.partTypes(applianceId),
    queryFn: ({ signal }) => getPartTypes(applianceId, signal),
    staleTime: 30 * 60_000,
  });

export const usePartTypes = (applianceId: number | null) =>
  useQuery({ ...partTypesQueryOptions(applianceId ?? 0), enabled: applianceId !== null });
