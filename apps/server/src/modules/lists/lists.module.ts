import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { createThrottleCountersRepository } from '../../db/throttle-counters.repository';
import { createMessageAllowance } from '../../lib/message-allowance';
import type { CatalogueModule } from '../catalogue/catalogue.module';
import { createLikedProductsRepository } from './liked-products.repository';
import { createLikedProductsService } from './liked-products.service';
import { listsRoutes } from './lists.routes';
import { createRecentlyOrderedRepository } from './recently-ordered.repository';
import { createRecentlyOrderedService } from './recently-ordered.service';
import { createRequestedProductsRepository } from './requested-products.repository';
import { createRequestedProductsService } from './requested-products.service';
import { createSourcingRepository } from './sourcing.repository';
import { createSourcingService } from './sourcing.service';

/** The customer's lists (favourites, requested products, recently ordered, sourcing, cash back; spec 2 §7). */
export async function registerLists(app: FastifyInstance, deps: AppDependencies & { catalogue: CatalogueModule }) {
  const { clock } = deps;
  const db = deps.database.db;
  const requestedProductsRepository = createRequestedProductsRepository(db);
  await app.register(listsRoutes, {
    likedProductsService: createLikedProductsService({ likedProductsRepository: createLikedProductsRepository(db), productCardService: deps.catalogue.productCardService, clock }),
    requestedProductsService: createRequestedProductsService({ requestedProductsRepository, clock }),
    recentlyOrderedService: createRecentlyOrderedService({ recentlyOrderedRepository: createRecentlyOrderedRepository(db) }),
    sourcingService: createSourcingService({
      sourcingRepository: createSourcingRepository(db),
      requestedProductsRepository,
      mail: deps.providers.mail,
      teamEmail: deps.config.mail.supportEmail,
      messageAllowance: createMessageAllowance({ throttleCounters: createThrottleCountersRepository(db) }),
      clock,
    }),
  });
  return {};
}
