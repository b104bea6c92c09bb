import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { createMailOutboxRepository } from '../../providers/mail/mail-outbox.repository';
import { devMailRoutes } from './dev-mail.routes';

/** /dev/mail: the outbox page, only when the built-in outbox mail provider is in use. */
export async function registerDevMail(app: FastifyInstance, deps: AppDependencies) {
  if (deps.config.mail.provider === 'outbox') await app.register(devMailRoutes, { outbox: createMailOutboxRepository(deps.database.db) });
  return {};
}
