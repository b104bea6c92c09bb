import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { ManufacturersResponse } from '@sparesfinder/contracts/spares';
import { apiRequest } from '../../../lib/api-client';
import { sparesKeys } from './spares-keys';

/** GET /SparesFinder/GetManufacturers: the makers of the first dropdown and the keyword mode (spec 3 §2.2). */
export const getManufacturers = (signal?: AbortSignal) =>
  apiRequest(apiRoutes.spares.manufacturers, { schema: ManufacturersResponse, signal });

export const manufacturersQueryOptions = queryOptions({
  queryKey: sparesKeys.manufacturers,
  queryFn: ({ signal }) => getManufacturers(signal),
  staleTime: 30 * 60_000,
});

export const useManufacturers = () => useQuery(manufacturersQueryOptions);
