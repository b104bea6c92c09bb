import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import type { AccountModule } from '../account/account.module';
import { createBasketRepository } from './basket.repository';
import { createBasketCatalogueRepository } from './basket-catalogue.repository';
import { basketRoutes } from './basket.routes';
import { createBasketService } from './basket.service';
import { createBasketWriter } from './basket-writer';

/** The basket area (spec 2 §7 Basket). Its service is the one way other areas read or change a basket. */
export async function registerBasket(app: FastifyInstance, deps: AppDependencies & { account: AccountModule }) {
  const db = deps.database.db;
  const basketRepository = createBasketRepository(db);
  const basketService = createBasketService({
    basketRepository,
    catalogue: createBasketCatalogueRepository(db),
    writer: createBasketWriter({ db, basketRepository, clock: deps.clock }),
    isAccountCompleted: async (actor) => (await deps.account.accountService.isAccountCompleted(actor)).isCompleted,
  });
  await app.register(basketRoutes, { basketService });
  return { basketService };
}
export type BasketModule = Awaited<ReturnType<typeof registerBasket>>;
