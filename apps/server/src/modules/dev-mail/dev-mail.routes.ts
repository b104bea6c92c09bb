import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { serverPageHeaders } from '../../lib/html';
import type { MailOutboxRepository } from '../../providers/mail/mail-outbox.repository';
import { renderDevMailPage } from './dev-mail-page';

const shownMessages = 100;

/**
 * GET /dev/mail: what the built-in mail provider "sent", so demos and e2e can follow e-mail without an SMTP server.
 * Registered only when MAIL_PROVIDER=outbox (modules/register-modules.ts); still needs a session.
 */
export async function devMailRoutes(app: FastifyInstance, { outbox }: { outbox: MailOutboxRepository }) {
  app.get(apiRoutes.devMail, { schema: { hide: true } }, async (_request, reply) => {
    const entries = await outbox.listNewestFirst(shownMessages);
    return reply.headers(serverPageHeaders).send(renderDevMailPage(entries));
  });
}
