import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { createThrottleCountersRepository } from '../../db/throttle-counters.repository';
import { createMessageAllowance } from '../../lib/message-allowance';
import type { CatalogueModule } from '../catalogue/catalogue.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import { partAvailabilityCheck } from './part-availability.job';
import { createPartAvailabilityRepository } from './part-availability.repository';
import { createPartAvailabilityService } from './part-availability.service';
import { createPartSearchRepository } from './part-search.repository';
import { createSparesLookupRepository } from './spares-lookup.repository';
import { sparesRoutes } from './spares.routes';
import { createSparesService } from './spares.service';

/** The spares finder (spec 3 §2.2, §7 Spares finder). The manual comes from the catalogue area's service. */
export async function registerSpares(app: FastifyInstance, deps: AppDependencies & { catalogue: CatalogueModule; notifications: NotificationsModule }) {
  const db = deps.database.db;
  const sparesService = createSparesService({ lookupRepository: createSparesLookupRepository(db), partSearchRepository: createPartSearchRepository(db) });
  const partAvailabilityService = createPartAvailabilityService({
    repository: createPartAvailabilityRepository(db),
    notifications: deps.notifications,
    mail: deps.providers.mail,
    teamEmail: deps.config.mail.supportEmail,
    messageAllowance: createMessageAllowance({ throttleCounters: createThrottleCountersRepository(db) }),
    jobs: deps.jobs,
    clock: deps.clock,
  });
  // The stock watcher's handler, on the app's job runtime (decision 009; absent for a second app on a started one).
  deps.jobHandlers?.handle(partAvailabilityCheck, async (payload) => {
    await partAvailabilityService.checkRequest(payload);
  });
  await app.register(sparesRoutes, { sparesService, partAvailabilityService, getManualPdf: deps.catalogue.getManualPdf });
  return { partAvailabilityService };
}
export type SparesModule = Awaited<ReturnType<typeof registerSpares>>;
