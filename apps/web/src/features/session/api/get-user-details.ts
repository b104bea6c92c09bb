import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const userDetailsSchema = () => import('@sparesfinder/contracts/account').then((contracts) => contracts.UserDetails);

export const getUserDetails = (signal?: AbortSignal) =>
  apiRequest(apiRoutes.account.userDetails, { schema: userDetailsSchema, signal });

export const userDetailsQueryOptions = queryOptions({
  queryKey: ['account', 'user-details'],
  queryFn: ({ signal }) => getUserDetails(signal),
  staleTime: 5 * 60_000,
});

export const useUserDetails = () => useQuery(userDetailsQueryOptions);
