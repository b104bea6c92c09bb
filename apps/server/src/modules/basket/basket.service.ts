import type { Basket, BasketLine } from '@sparesfinder/contracts/basket';
import { penceToPounds } from '@sparesfinder/domain/money';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/actor';
import type { BasketLineRow, BasketRepository, BasketRow } from './basket.repository';

/** Money leaves the server as pounds (numbers with 2 decimals); inside it is integer pence (domain/money.ts). */
const toBasketLine = ({ costPence, displayedCostPence, ...line }: BasketLineRow): BasketLine => ({
  ...line,
  cost: penceToPounds(costPence),
  displayedCost: penceToPounds(displayedCostPence),
});

const toBasket = ({ id: _id, ...basket }: BasketRow, lines: BasketLineRow[]): Basket => ({ ...basket, lines: lines.map(toBasketLine) });

export function createBasketService(deps: { db: Database; basketRepository: BasketRepository; clock: Clock }) {
  const { db, basketRepository, clock } = deps;
  return {
    /** spec 1 §4: the basket is loaded at start; a user without an open basket gets a new empty one. */
    async getBasketForUser(actor: Actor): Promise<Basket> {
      const existing = await basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId);
      if (existing) return toBasket(existing, await basketRepository.listLinesOfBasket(existing.id));
      const created = await db.transaction(async (tx) => {
        await basketRepository.lockUserForBasket(actor.organisationId, actor.userId, tx);
        const raced = await basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId, tx);
        return raced ?? basketRepository.createOpenBasket(actor.organisationId, actor.userId, clock.now(), tx);
      });
      return toBasket(created, await basketRepository.listLinesOfBasket(created.id));
    },
  };
}
export type BasketService = ReturnType<typeof createBasketService>;
