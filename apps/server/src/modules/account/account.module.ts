import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { createAccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createAccountSettingsRepository } from './account-settings.repository';
import { accountSettingsRoutes } from './account-settings.routes';
import { createAccountSettingsService } from './account-settings.service';

/** The account area (spec 1 §7 Account). Other areas ask it whether an account is complete. */
export async function registerAccount(app: FastifyInstance, deps: AppDependencies) {
  const accountService = createAccountService({ accountRepository: createAccountRepository(deps.database.db) });
  await app.register(accountRoutes, { accountService });
  const accountSettingsService = createAccountSettingsService({ accountSettingsRepository: createAccountSettingsRepository(deps.database.db) });
  await app.register(accountSettingsRoutes, { accountSettingsService });
  return { accountService };
}
export type AccountModule = Awaited<ReturnType<typeof registerAccount>>;
