import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { createThrottleCountersRepository } from '../../db/throttle-counters.repository';
import { createMessageAllowance } from '../../lib/message-allowance';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

/** Notifications and the contact form (spec 1 §7 Notifications). */
export async function registerNotifications(app: FastifyInstance, deps: AppDependencies) {
  const notificationsService = createNotificationsService({
    notificationsRepository: createNotificationsRepository(deps.database.db),
    mail: deps.providers.mail,
    supportEmail: deps.config.mail.supportEmail,
    messageAllowance: createMessageAllowance({ throttleCounters: createThrottleCountersRepository(deps.database.db) }),
    clock: deps.clock,
  });
  await app.register(notificationsRoutes, { notificationsService });
  return { notificationsService };
}
export type NotificationsModule = Awaited<ReturnType<typeof registerNotifications>>;
