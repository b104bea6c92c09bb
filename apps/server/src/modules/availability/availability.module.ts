import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import type { AccountModule } from '../account/account.module';
import type { BasketModule } from '../basket/basket.module';
import type { PlatformModule } from '../platform/platform.module';
import { createAvailabilityAcceptance } from './availability-acceptance';
import { createAvailabilityRepository } from './availability.repository';
import { availabilityRoutes } from './availability.routes';
import { createAvailabilityService } from './availability.service';
import { createGetAvailabilityInvocation } from './get-availability.invocation';
import { createByBoxRepository } from './by-box.repository';
import { byBoxRoutes } from './by-box.routes';
import { createByBoxService } from './by-box.service';

/** Branch availability (spec 3 §4.1-4.2, issue 14): the JSON route here; the live invocation goes to the hub. */
export async function registerAvailability(app: FastifyInstance, deps: AppDependencies & { basket: BasketModule; account: AccountModule; platform: PlatformModule }) {
  const availabilityService = createAvailabilityService({
    repository: createAvailabilityRepository(deps.database.db),
    basketService: deps.basket.basketService,
    accountService: deps.account.accountService,
    isFeatureEnabled: deps.platform.isFeatureEnabled,
    merchantStock: deps.providers.merchantStock,
    clock: deps.clock,
    branchLimit: deps.config.availabilityBranchLimit,
    onMerchantFailure: (supplierId, error) => app.log.warn({ err: error, supplierId }, 'merchant stock unavailable'),
  });
  const acceptance = createAvailabilityAcceptance({ availabilityService, basketService: deps.basket.basketService });
  await app.register(availabilityRoutes, { availabilityService, acceptance });
  const byBoxService = createByBoxService({
    repository: createByBoxRepository(deps.database.db),
    basketService: deps.basket.basketService,
    accountService: deps.account.accountService,
    isFeatureEnabled: deps.platform.isFeatureEnabled,
  });
  await app.register(byBoxRoutes, { byBoxService });
  return { availabilityService, liveInvocations: [createGetAvailabilityInvocation(availabilityService)] };
}
export type AvailabilityModule = Awaited<ReturnType<typeof registerAvailability>>;
