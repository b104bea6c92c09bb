import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import type { BasketModule } from '../basket/basket.module';
import { createBasketTransferService } from './basket-transfer.service';
import { createSaveForLaterRepository } from './save-for-later.repository';
import { saveForLaterRoutes } from './save-for-later.routes';
import { createSaveForLaterService } from './save-for-later.service';

/** Save for later and saved parts orders (spec 2 §3-4, §7 SaveForLater); moves lines through the basket's service. */
export async function registerSaveForLater(app: FastifyInstance, deps: AppDependencies & { basket: BasketModule }) {
  const { basketService } = deps.basket;
  const saveForLaterService = createSaveForLaterService({
    saveForLaterRepository: createSaveForLaterRepository(deps.database.db),
    findProductsByMpns: basketService.findProductsByCodes,
    clock: deps.clock,
  });
  const basketTransferService = createBasketTransferService({ basketService, saveForLaterService });
  await app.register(saveForLaterRoutes, { saveForLaterService, basketTransferService });
  return {};
}
