import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { createThrottleCountersRepository } from '../db/throttle-counters.repository';
import type { Jobs } from '../jobs/jobs';
import { systemClock } from '../lib/clock';
import { createMessageAllowance } from '../lib/message-allowance';
import { createMerchantAccountReview } from '../modules/merchant-accounts/merchant-account-review';
import { createMerchantAccountsRepository } from '../modules/merchant-accounts/merchant-accounts.repository';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository';
import { createNotificationsService } from '../modules/notifications/notifications.service';
import { createProviders } from '../providers/create-providers';

/**
 * The merchant review as the server builds it (merchant-accounts.module.ts), outside the server: the same
 * repository, the same notifications service and the mail provider chosen by the same configuration.
 */
export function createAdminMerchantReview(config: AppConfig, db: Database, jobs: Jobs) {
  const providers = createProviders(config, db, systemClock, jobs);
  const notificationsService = createNotificationsService({
    notificationsRepository: createNotificationsRepository(db),
    mail: providers.mail,
    supportEmail: config.mail.supportEmail,
    messageAllowance: createMessageAllowance({ throttleCounters: createThrottleCountersRepository(db) }),
    clock: systemClock,
  });
  return createMerchantAccountReview({ merchantAccountsRepository: createMerchantAccountsRepository(db), notificationsService, mail: providers.mail });
}
