import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { createBasketRepository } from './basket.repository';
import { createBasketCatalogueRepository } from './basket-catalogue.repository';
import { createBasketService } from './basket.service';
import { createBasketWriter } from './basket-writer';

/** Builds the basket service from the database, the clock and the account area's completion rule. */
export function buildBasketService(deps: { db: Database; clock: Clock; isAccountCompleted(actor: Actor): Promise<boolean> }) {
  const basketRepository = createBasketRepository(deps.db);
  return createBasketService({
    basketRepository,
    catalogue: createBasketCatalogueRepository(deps.db),
    writer: createBasketWriter({ db: deps.db, basketRepository, clock: deps.clock }),
    isAccountCompleted: deps.isAccountCompleted,
  });
}
