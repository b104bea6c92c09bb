import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRead, requestRead } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const unreadNotificationsResponseSchema = () => import('@sparesfinder/contracts/notifications').then((contracts) => contracts.UnreadNotificationsResponse);

export const unreadNotificationsRead = apiRead({ path: apiRoutes.notifications.unread, schema: unreadNotificationsResponseSchema });

export const getUnreadNotifications = (signal?: AbortSignal) => requestRead(unreadNotificationsRead, signal);

export const unreadNotificationsQueryKey = ['notifications', 'unread-count'] as const;

export const unreadNotificationsQueryOptions = queryOptions({
  queryKey: unreadNotificationsQueryKey,
  queryFn: ({ signal }) => getUnreadNotifications(signal),
  refetchInterval: 60_000,
});

export const useUnreadNotifications = () => useQuery(unreadNotificationsQueryOptions);
