import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRead, requestRead } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const userGroupSchema = () => import('@sparesfinder/contracts/user-group').then((contracts) => contracts.UserGroup);

export const userGroupRead = apiRead({ path: apiRoutes.userGroup.getUserGroup, schema: userGroupSchema });

export const getUserGroup = (signal?: AbortSignal) => requestRead(userGroupRead, signal);

export const userGroupQueryOptions = queryOptions({
  queryKey: ['user-group', 'current'],
  queryFn: ({ signal }) => getUserGroup(signal),
  staleTime: 5 * 60_000,
});

/** spec 1 §8: a failure is logged and the shell carries on with the defaults (spec 1 §3). */
export const useUserGroup = () => useQuery(userGroupQueryOptions);
