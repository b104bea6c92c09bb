import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { createThrottleCountersRepository } from '../../db/throttle-counters.repository';
import type { JobQueue, Jobs } from '../../jobs/jobs';
import { createMessageAllowance } from '../../lib/message-allowance';
import type { CatalogueModule } from '../catalogue/catalogue.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import { partAvailabilityCheck } from './part-availability.job';
import { createPartAvailabilityRepository } from './part-availability.repository';
import { createPartAvailabilityService, type PartAvailabilityService } from './part-availability.service';
import { createPartSearchRepository } from './part-search.repository';
import { createSparesLookupRepository } from './spares-lookup.repository';
import { sparesRoutes } from './spares.routes';
import { createSparesService } from './spares.service';

/** The job runtime (server.ts, test-app.ts) can take handlers; a bare queue cannot. */
const takesHandlers = (jobs: JobQueue): jobs is JobQueue & Pick<Jobs, 'handle'> => typeof (jobs as Partial<Jobs>).handle === 'function';

/**
 * The stock watcher's handler, on the app's job runtime (decision 009). A second app built on a runtime that has
 * already started (a test's second app) keeps the first app's handler: the work is the same on the same database.
 */
function handleStockWatcher(jobs: JobQueue, service: PartAvailabilityService) {
  if (!takesHandlers(jobs)) return;
  try {
    jobs.handle(partAvailabilityCheck, async (payload) => {
      await service.checkRequest(payload);
    });
  } catch {
    // Already handled, or the runtime has started: see above.
  }
}

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
  handleStockWatcher(deps.jobs, partAvailabilityService);
  await app.register(sparesRoutes, { sparesService, partAvailabilityService, getManualPdf: deps.catalogue.getManualPdf });
  return { partAvailabilityService };
}
export type SparesModule = Awaited<ReturnType<typeof registerSpares>>;
