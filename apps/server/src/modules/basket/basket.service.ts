import type { Basket } from '@sparesfinder/contracts/basket';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/actor';
import type { BasketRepository } from './basket.repository';
import { toBasket } from './basket-view';

export function createBasketService(deps: { db: Database; basketRepository: BasketRepository; clock: Clock }) {
  const { db, basketRepository, clock } = deps;
  return {
    /** spec 1 §4: the basket is loaded at start; a user without an open basket gets a new empty one. */
    async getBasketForUser(actor: Actor): Promise<Basket> {
      let row = await basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId);
      if (!row) {
        row = await db.transaction(async (tx) => {
          await basketRepository.lockUserForBasket(actor.organisationId, actor.userId, tx);
          const raced = await basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId, tx);
          if (raced) return raced;
          await basketRepository.createOpenBasket(actor.organisationId, actor.userId, clock.now(), tx);
          return basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId, tx);
        });
      }
      return toBasket(row!, await basketRepository.listLinesOfBasket(row!.id));
    },
  };
}
export type BasketService = ReturnType<typeof createBasketService>;
