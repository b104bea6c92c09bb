import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactUsRequest, ContactUsResponse, UnreadNotificationsResponse } from '@sparesfinder/contracts/notifications';
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
}
