import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Notification, NotificationsResponse, NotificationSuccessResponse } from '@sparesfinder/contracts/notifications';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { unreadNotificationsQueryKey } from './get-unread-notifications';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** spec 3 §7 notifications: list (skip, take), one, mark read, delete. The badge's count is refreshed after changes. */
export const notificationsKeys = {
  page: (skip: number, take: number) => ['notifications', 'page', skip, take] as const,
  one: (id: number) => ['notifications', 'one', id] as const,
};

export const getNotifications = (skip: number, take: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.notifications.list, { query: { skip, take }, schema: NotificationsResponse, signal });

export const useNotifications = (skip: number, take: number) =>
  useQuery(queryOptions({ queryKey: notificationsKeys.page(skip, take), queryFn: ({ signal }) => getNotifications(skip, take, signal), placeholderData: keepPreviousData }));

export const getNotification = (id: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.notifications.get.replace(':id', String(id)), { schema: Notification, signal });

export const useNotification = (id: number) =>
  useQuery(queryOptions({ queryKey: notificationsKeys.one(id), queryFn: ({ signal }) => getNotification(id, signal), retry: false }));

export const markNotificationsRead = (notificationIds: number[]) =>
  apiRequest(apiRoutes.notifications.markAsRead, { method: 'POST', body: { notificationIds }, schema: NotificationSuccessResponse });

export const deleteNotification = (id: number) =>
  apiRequest(apiRoutes.notifications.delete, { method: 'DELETE', query: { id }, schema: NotificationSuccessResponse });

/** spec 3 §4.9: unread notifications are marked read on load; the badge follows (the list keeps its highlight). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryKey }),
  });
}

/** spec 3 §4.9: deleting refreshes the list and the unread count. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteNotification,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
