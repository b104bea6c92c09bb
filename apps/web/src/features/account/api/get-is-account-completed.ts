import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRead, requestRead } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const isAccountCompletedResponseSchema = () => import('@sparesfinder/contracts/account').then((contracts) => contracts.IsAccountCompletedResponse);

export const isAccountCompletedRead = apiRead({ path: apiRoutes.account.isAccountCompleted, schema: isAccountCompletedResponseSchema });

export const getIsAccountCompleted = (signal?: AbortSignal) => requestRead(isAccountCompletedRead, signal);

/** The account page invalidates this key after a save. */
export const isAccountCompletedQueryKey = ['account', 'is-completed'] as const;

export const isAccountCompletedQueryOptions = queryOptions({
  queryKey: isAccountCompletedQueryKey,
  queryFn: ({ signal }) => getIsAccountCompleted(signal),
});

export const useIsAccountCompleted = () => useQuery(isAccountCompletedQueryOptions);
