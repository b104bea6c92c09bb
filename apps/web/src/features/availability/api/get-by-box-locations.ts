import { queryOptions, useQuery } from '@tanstack/react-query';
import { ByBoxLocationsResponse } from '@sparesfinder/contracts/by-box';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** GET /ByBox/GetByBoxLocations (spec 2 §7, spec 3 §4.6): the by-box lockers a parcel can go to. */
export const getByBoxLocations = (signal?: AbortSignal) =>
  apiRequest(apiRoutes.byBox.locations, { schema: ByBoxLocationsResponse, signal });

export const byBoxLocationsQueryOptions = queryOptions({
  queryKey: ['availability', 'by-box-locations'],
  queryFn: ({ signal }) => getByBoxLocations(signal),
  staleTime: 10 * 60_000,
  select: (response) => response.collection,
});

export const useByBoxLocations = (enabled: boolean) => useQuery({ ...byBoxLocationsQueryOptions, enabled });
