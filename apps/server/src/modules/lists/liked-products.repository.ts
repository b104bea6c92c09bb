import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { likedProducts, products } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { matchesText } from './list-query';

/** Favourites: always the actor's own (user within organisation). */
export function createLikedProductsRepository(db: Executor) {
  const mine = (actor: Actor) => and(eq(likedProducts.organisationId, actor.organisationId), eq(likedProducts.userId, actor.userId));
  return {
    async search(actor: Actor, search: { text?: string; sortProp: 'Description' | 'CreatedOn'; sortDir: 'ASC' | 'DESC'; skip: number; take: number }) {
      const where = and(mine(actor), matchesText(search.text, [products.mpn, products.description]));
      const direction = search.sortDir === 'DESC' ? desc : asc;
      const sortColumn = search.sortProp === 'CreatedOn' ? likedProducts.createdAt : products.description;
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: likedProducts.id, productId: likedProducts.productId })
          .from(likedProducts)
          .innerJoin(products, eq(products.id, likedProducts.productId))
          .where(where)
          .orderBy(direction(sortColumn), direction(likedProducts.id))
          .limit(search.take)
          .offset(search.skip),
        db.select({ count: count() }).from(likedProducts).innerJoin(products, eq(products.id, likedProducts.productId)).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    listLikedProductIds(actor: Actor) {
      return db.select({ itemId: likedProducts.productId }).from(likedProducts).where(mine(actor)).orderBy(asc(likedProducts.productId));
    },

    async productExists(productId: number): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
      return row !== undefined;
    },

    /** true when a like was removed. */
    async removeLike(actor: Actor, productId: number): Promise<boolean> {
      const removed = await db.delete(likedProducts).where(and(mine(actor), eq(likedProducts.productId, productId))).returning({ id: likedProducts.id });
      return removed.length > 0;
    },

    /** A double click racing itself hits the unique (user, product) key: the second insert is a no-op. */
    async addLike(actor: Actor, productId: number, createdAt: Date) {
      await db
        .insert(likedProducts)
        .values({ organisationId: actor.organisationId, userId: actor.userId, productId, createdAt })
        .onConflictDoNothing({ target: [likedProducts.userId, likedProducts.productId] });
    },
  };
}
export type LikedProductsRepository = ReturnType<typeof createLikedProductsRepository>;
