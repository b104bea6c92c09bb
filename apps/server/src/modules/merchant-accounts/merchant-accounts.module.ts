import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { createThrottleCountersRepository } from '../../db/throttle-counters.repository';
import type { AccountModule } from '../account/account.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import { createAccountCheckAllowance } from './account-check-allowance';
import { createBuyingGroupRepository } from './buying-group.repository';
import { buyingGroupRoutes } from './buying-group.routes';
import { createBuyingGroupService } from './buying-group.service';
import { createMerchantAccountReview } from './merchant-account-review';
import { merchantAccountReviewJob } from './merchant-account-review.job';
import { createMerchantAccountsRepository } from './merchant-accounts.repository';
import { merchantAccountsRoutes } from './merchant-accounts.routes';
import { createMerchantAccountsService } from './merchant-accounts.service';

/** Merchant credit accounts and the buying group (spec 1 §4, §5, §7). */
export async function registerMerchantAccounts(
  app: FastifyInstance,
  deps: AppDependencies & { account: AccountModule; notifications: NotificationsModule },
) {
  const merchantAccountsRepository = createMerchantAccountsRepository(deps.database.db);
  const review = createMerchantAccountReview({
    merchantAccountsRepository,
    notificationsService: deps.notifications.notificationsService,
    mail: deps.providers.mail,
  });
  deps.jobHandlers?.handle(merchantAccountReviewJob, async ({ organisationSupplierId }) => {
    await review.decideAccountsInReview({ id: organisationSupplierId });
  });
  const reviewDelayMs = deps.config.merchantReviewMinutes * 60_000;
  const merchantAccountsService = createMerchantAccountsService({
    merchantAccountsRepository,
    isAccountCompleted: async (actor) => (await deps.account.accountService.isAccountCompleted(actor)).isCompleted,
    queueReview: async (organisationSupplierId) => {
      await deps.jobs.enqueue(
        merchantAccountReviewJob,
        { organisationSupplierId },
        { singletonKey: `merchant-account-${organisationSupplierId}`, startAfter: new Date(deps.clock.now().getTime() + reviewDelayMs) },
      );
    },
    accountChecks: createAccountCheckAllowance({
      throttleCounters: createThrottleCountersRepository(deps.database.db),
      clock: deps.clock,
      maxPerHour: deps.config.merchantValidationRateLimitMax,
    }),
  });
  await app.register(merchantAccountsRoutes, { merchantAccountsService });
  const buyingGroupService = createBuyingGroupService({
    buyingGroupRepository: createBuyingGroupRepository(deps.database.db),
    mail: deps.providers.mail,
    clock: deps.clock,
  });
  await app.register(buyingGroupRoutes, { buyingGroupService });
  return { merchantAccountsService, buyingGroupService, review };
}
export type MerchantAccountsModule = Awaited<ReturnType<typeof registerMerchantAccounts>>;
