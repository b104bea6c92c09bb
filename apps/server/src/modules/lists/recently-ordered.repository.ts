import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { isPlacedOrder, isProductLine } from '../../db/basket-predicates';
import type { Executor } from '../../db/client';
import { basketLines, baskets, organisations, products } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { matchesText } from './list-query';

/** Product lines of the actor's placed orders (domain isPlacedOrder, decision 002). */
export function createRecentlyOrderedRepository(db: Executor) {
  return {
    async search(actor: Actor, search: { text?: string; sortProp: 'OrderDate' | 'Description'; sortDir: 'ASC' | 'DESC'; skip: number; take: number }) {
      const where = and(
        eq(baskets.organisationId, actor.organisationId),
        eq(baskets.userId, actor.userId),
        isPlacedOrder(),
        isProductLine(),
        matchesText(search.text, [basketLines.manufacturerCode, basketLines.description]),
      );
      const direction = search.sortDir === 'DESC' ? desc : asc;
      const sortColumn = search.sortProp === 'Description' ? basketLines.description : baskets.orderDate;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: basketLines.id,
            basketKey: baskets.basketKey,
            orderId: baskets.orderId,
            orderDate: baskets.orderDate,
            productId: basketLines.productId,
            manufacturerCode: basketLines.manufacturerCode,
            description: basketLines.description,
            imageUrl: basketLines.imageUrl,
            manufacturer: basketLines.manufacturer,
            qty: basketLines.qty,
            costPence: basketLines.costPence,
            /** Today's catalogue facts (null when the part has left the catalogue): buying again pays today's price. */
            listPricePence: products.pricePence,
            buyingGroupCostPence: products.buyingGroupCostPence,
            buyingGroupStatusId: sql<number>`coalesce(${organisations.buyingGroupStatusId}, 0)`.mapWith(Number),
            iBasisManId: basketLines.iBasisManId,
            iBasisAppliance: basketLines.iBasisAppliance,
            iBasisApplianceId: basketLines.iBasisApplianceId,
            iBasisGCN: basketLines.iBasisGcn,
            iBasisApplianceGC: basketLines.iBasisApplianceGc,
          })
          .from(basketLines)
          .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
          .leftJoin(products, eq(products.id, basketLines.productId))
          .leftJoin(organisations, eq(organisations.id, baskets.organisationId))
          .where(where)
          .orderBy(direction(sortColumn), direction(basketLines.id))
          .limit(search.take)
          .offset(search.skip),
        db.select({ count: count() }).from(basketLines).innerJoin(baskets, eq(baskets.id, basketLines.basketId)).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
  };
}
export type RecentlyOrderedRepository = ReturnType<typeof createRecentlyOrderedRepository>;
