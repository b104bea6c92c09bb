import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import type { CatalogueModule } from '../catalogue/catalogue.module';
import { createPartSearchRepository } from './part-search.repository';
import { createSparesLookupRepository } from './spares-lookup.repository';
import { sparesRoutes } from './spares.routes';
import { createSparesService } from './spares.service';

/** The spares finder (spec 3 §2.2, §7 Spares finder). The manual comes from the catalogue area's service. */
export async function registerSpares(app: FastifyInstance, deps: AppDependencies & { catalogue: CatalogueModule }) {
  const db = deps.database.db;
  const sparesService = createSparesService({ lookupRepository: createSparesLookupRepository(db), partSearchRepository: createPartSearchRepository(db) });
  await app.register(sparesRoutes, { sparesService, getManualPdf: deps.catalogue.getManualPdf });
  return {};
}
export type SparesModule = Awaited<ReturnType<typeof registerSpares>>;
