import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { basketLineTypes, basketLines, baskets, users } from '../../db/schema/index';

const basketColumns = {
  id: baskets.id,
  basketKey: baskets.basketKey,
  organisationId: baskets.organisationId,
  version: baskets.version,
  customerOrderNo: baskets.customerOrderNo,
};
export type BasketRow = { id: number; basketKey: string; organisationId: number; version: number; customerOrderNo: string | null };

/** Baskets belong to a user inside an organisation; every query names both. */
export function createBasketRepository(db: Executor) {
  return {
    async findOpenBasketForUser(organisationId: number, userId: number, tx: Executor = db): Promise<BasketRow | undefined> {
      const [row] = await tx
        .select(basketColumns)
        .from(baskets)
        .where(and(eq(baskets.organisationId, organisationId), eq(baskets.userId, userId), eq(baskets.status, 'open')))
        .orderBy(desc(baskets.id))
        .limit(1);
      return row;
    },

    async createOpenBasket(organisationId: number, userId: number, now: Date, tx: Executor = db): Promise<BasketRow> {
      const [row] = await tx
        .insert(baskets)
        .values({ organisationId, userId, status: 'open', createdAt: now, updatedAt: now })
        .returning(basketColumns);
      return row!;
    },

    /** Serialises "find or create the open basket" per user, so two first calls cannot create two baskets. */
    async lockUserForBasket(organisationId: number, userId: number, tx: Executor): Promise<void> {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
        .for('update');
    },

    listLinesOfBasket(basketId: number, tx: Executor = db) {
      return tx
        .select({
          id: basketLines.id,
          manufacturerCode: basketLines.manufacturerCode,
          description: basketLines.description,
          qty: basketLines.qty,
          costPence: basketLines.costPence,
          displayedCostPence: basketLines.displayedCostPence,
          imageUrl: basketLines.imageUrl,
          manufacturer: basketLines.manufacturer,
          basketLineTypeId: basketLines.basketLineTypeId,
          basketLineType: { id: basketLineTypes.id, name: basketLineTypes.name, considerForAvailability: basketLineTypes.considerForAvailability },
        })
        .from(basketLines)
        .innerJoin(basketLineTypes, eq(basketLineTypes.id, basketLines.basketLineTypeId))
        .where(eq(basketLines.basketId, basketId))
        .orderBy(asc(basketLines.id));
    },
  };
}
export type BasketRepository = ReturnType<typeof createBasketRepository>;
export type BasketLineRow = Awaited<ReturnType<BasketRepository['listLinesOfBasket']>>[number];
