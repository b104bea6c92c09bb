import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { ProductCardService } from '../catalogue/product-card.service';
import { createLikedProductsRepository } from './liked-products.repository';
import { createLikedProductsService } from './liked-products.service';
import { listsRoutes } from './lists.routes';
import { createRecentlyOrderedRepository } from './recently-ordered.repository';
import { createRecentlyOrderedService } from './recently-ordered.service';
import { createRequestedProductsRepository } from './requested-products.repository';
import { createRequestedProductsService } from './requested-products.service';
import { createSourcingRepository } from './sourcing.repository';
import { createSourcingService } from './sourcing.service';

/** Builds the lists area (favourites, requested products, recently ordered, sourcing, cash back) and its routes. */
export async function registerLists(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; mail: MailProvider; teamEmail: string; productCardService: ProductCardService },
) {
  const { db, clock } = deps;
  const requestedProductsRepository = createRequestedProductsRepository(db);
  await app.register(listsRoutes, {
    likedProductsService: createLikedProductsService({ likedProductsRepository: createLikedProductsRepository(db), productCardService: deps.productCardService, clock }),
    requestedProductsService: createRequestedProductsService({ requestedProductsRepository, clock }),
    recentlyOrderedService: createRecentlyOrderedService({ recentlyOrderedRepository: createRecentlyOrderedRepository(db) }),
    sourcingService: createSourcingService({
      sourcingRepository: createSourcingRepository(db),
      requestedProductsRepository,
      mail: deps.mail,
      teamEmail: deps.teamEmail,
      clock,
    }),
  });
}
