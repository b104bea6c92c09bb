import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, requestedProducts } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { matchesText } from './list-query';

export interface NewRequestedProduct {
  manufacturerPartNumber: string;
  description: string;
  imageUrl: string | null;
  iBasisAppliance: string | null;
  createdOn: Date;
}

/** Requested products: always the actor's own (user within organisation). */
export function createRequestedProductsRepository(db: Executor) {
  const mine = (actor: Actor) => and(eq(requestedProducts.organisationId, actor.organisationId), eq(requestedProducts.userId, actor.userId));
  return {
    async search(actor: Actor, search: { text?: string; sortProp: 'CreatedOn' | 'Description'; sortDir: 'ASC' | 'DESC'; skip: number; take: number }) {
      const where = and(mine(actor), matchesText(search.text, [requestedProducts.manufacturerPartNumber, requestedProducts.description]));
      const direction = search.sortDir === 'DESC' ? desc : asc;
      const sortColumn = search.sortProp === 'Description' ? requestedProducts.description : requestedProducts.createdOn;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: requestedProducts.id,
            createdOn: requestedProducts.createdOn,
            manufacturerPartNumber: requestedProducts.manufacturerPartNumber,
            description: requestedProducts.description,
            imageUrl: requestedProducts.imageUrl,
            iBasisAppliance: requestedProducts.iBasisAppliance,
            productId: products.id,
          })
          .from(requestedProducts)
          .leftJoin(products, eq(products.mpn, requestedProducts.manufacturerPartNumber))
          .where(where)
          .orderBy(direction(sortColumn), direction(requestedProducts.id))
          .limit(search.take)
          .offset(search.skip),
        db.select({ count: count() }).from(requestedProducts).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async add(actor: Actor, product: NewRequestedProduct, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .insert(requestedProducts)
        .values({ organisationId: actor.organisationId, userId: actor.userId, ...product })
        .returning({ id: requestedProducts.id });
      return row!.id;
    },

    /** true when the actor's entry existed and was removed. */
    async remove(actor: Actor, id: number): Promise<boolean> {
      const removed = await db.delete(requestedProducts).where(and(mine(actor), eq(requestedProducts.id, id))).returning({ id: requestedProducts.id });
      return removed.length > 0;
    },
  };
}
export type RequestedProductsRepository = ReturnType<typeof createRequestedProductsRepository>;
