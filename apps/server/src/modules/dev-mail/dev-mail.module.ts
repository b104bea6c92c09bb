import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { createMailOutboxRepository } from '../../providers/mail/mail-outbox.repository';
import { devMailRoutes } from './dev-mail.routes';

/**
 * /dev/mail: the outbox page, only with the built-in outbox mail provider, and only in development (to this
 * machine) or with DEV_MAIL_PAGE=true; never in production unless asked for by name.
 */
export async function registerDevMail(app: FastifyInstance, deps: AppDependencies) {
  const { config } = deps;
  const wanted = config.devMailPage ?? config.nodeEnv === 'development';
  if (config.mail.provider === 'outbox' && wanted) {
    await app.register(devMailRoutes, { outbox: createMailOutboxRepository(deps.database.db), openToAnyAddress: config.devMailPage === true });
  }
  return {};
}
