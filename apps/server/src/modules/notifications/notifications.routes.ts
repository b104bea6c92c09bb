import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactUsRequest,
  ContactUsResponse,
  MarkAsReadRequest,
  Notification,
  NotificationIdParams,
  NotificationIdQuery,
  NotificationsQuery,
  NotificationsResponse,
  NotificationSuccessResponse,
  UnreadNotificationsResponse,
} from '@sparesfinder/contracts/notifications';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { NotificationsService } from './notifications.service';

/** spec 1 §7 Notifications: the bell's unread count and the Get in Touch form (JSON or form data). */
export async function notificationsRoutes(fastify: FastifyInstance, { notificationsService }: { notificationsService: NotificationsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  app.get(apiRoutes.notifications.unread, { schema: { tags, response: { 200: UnreadNotificationsResponse } } }, async (request) =>
    notificationsService.countUnread(requireSession(request)),
  );
  app.post(
    apiRoutes.notifications.contactUs,
    { schema: { tags, body: ContactUsRequest, response: { 200: ContactUsResponse } } },
    async (request) => notificationsService.sendContactMessage(requireSession(request), request.body),
  );
  // spec 1 §7, spec 3 §7: the notifications list, one notification, mark read and delete; all scoped to the user.
  const paths = apiRoutes.notifications;
  app.get(paths.list, { schema: { tags, querystring: NotificationsQuery, response: { 200: NotificationsResponse } } }, async (request) =>
    notificationsService.list(requireSession(request), request.query.skip, request.query.take),
  );
  app.get(paths.get, { schema: { tags, params: NotificationIdParams, response: { 200: Notification } } }, async (request) =>
    notificationsService.get(requireSession(request), request.params.id),
  );
  app.post(paths.markAsRead, { schema: { tags, body: MarkAsReadRequest, response: { 200: NotificationSuccessResponse } } }, async (request) =>
    notificationsService.markAsRead(requireSession(request), request.body.notificationIds),
  );
  app.delete(paths.delete, { schema: { tags, querystring: NotificationIdQuery, response: { 200: NotificationSuccessResponse } } }, async (request) =>
    notificationsService.delete(requireSession(request), request.query.id),
  );
}
