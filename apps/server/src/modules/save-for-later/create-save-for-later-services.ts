import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createBasketCatalogueRepository } from '../basket/basket-catalogue.repository';
import type { BasketService } from '../basket/basket.service';
import { createBasketTransferService } from './basket-transfer.service';
import { createSaveForLaterRepository } from './save-for-later.repository';
import { createSaveForLaterService } from './save-for-later.service';

/** Wires the save-for-later area: its repository, the catalogue lookup, and the basket service for the moves. */
export function buildSaveForLaterServices(deps: { db: Database; clock: Clock; basketService: BasketService }) {
  const catalogue = createBasketCatalogueRepository(deps.db);
  const saveForLaterService = createSaveForLaterService({
    saveForLaterRepository: createSaveForLaterRepository(deps.db),
    findProductsByMpns: (codes) => catalogue.findProductsByMpns(codes),
    clock: deps.clock,
  });
  return { saveForLaterService, basketTransferService: createBasketTransferService({ basketService: deps.basketService, saveForLaterService }) };
}
