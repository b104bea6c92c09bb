import type { FastifyInstance } from 'fastify';
import { notFound } from '@sparesfinder/contracts/errors';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import { serverPageHeaders } from '../../lib/html';
import type { MailOutboxRepository } from '../../providers/mail/mail-outbox.repository';
import { renderDevMailPage } from './dev-mail-page';

const shownMessages = 100;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
const isLoopback = (ip: string) => /^(127\.|::ffff:127\.)/.test(ip) || ip === '::1';

/**
 * GET /dev/mail: what the built-in mail provider "sent", so demos and e2e can follow e-mail without an SMTP server.
 * A developer's tool, not the shop's (issue #12): registered only with MAIL_PROVIDER=outbox
 * (dev-mail.module.ts); answered only in development to a browser on this machine, or anywhere when
 * DEV_MAIL_PAGE=true; and even then it shows the signed-in user only their own organisation's mail.
 */
export async function devMailRoutes(app: FastifyInstance, { outbox, openToAnyAddress }: { outbox: MailOutboxRepository; openToAnyAddress: boolean }) {
  app.get(apiRoutes.devMail, { schema: { hide: true } }, async (request, reply) => {
    if (!openToAnyAddress && !isLoopback(request.ip)) throw notFound('Page');
    const entries = await outbox.listNewestFirstFor(requireSession(request).organisationId, shownMessages);
    return reply.headers(serverPageHeaders).send(renderDevMailPage(entries));
  });
}
