import type { LikedProductsResponse, LikedProductsSearch, LikedProductsSearchResponse, LikedProductToggleResponse } from '@sparesfinder/contracts/lists';
import { notFound } from '@sparesfinder/contracts/errors';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { ProductCardService } from '../catalogue/product-card.service';
import type { LikedProductsRepository } from './liked-products.repository';

/** Favourites (spec 2 §2 /favourite-products, §4 Like). */
export function createLikedProductsService(deps: { likedProductsRepository: LikedProductsRepository; productCardService: ProductCardService; clock: Clock }) {
  const { likedProductsRepository: repository, productCardService, clock } = deps;
  return {
    async search(actor: Actor, search: LikedProductsSearch): Promise<LikedProductsSearchResponse> {
      const { rows, total } = await repository.search(actor, { ...search, text: search.searchText });
      const cards = new Map((await productCardService.cardsFor(actor, rows.map((row) => row.productId))).map((card) => [card.productId, card]));
      return {
        totalRecords: total,
        collection: rows.flatMap((row) => {
          const card = cards.get(row.productId);
          return card ? [{ ...card, id: row.id, itemId: row.productId }] : [];
        }),
      };
    },

    list: (actor: Actor): Promise<LikedProductsResponse> => repository.listLikedProductIds(actor),

    /** Likes or unlikes; answers the new state. An unknown product is a 404 (nothing is stored). */
    async toggle(actor: Actor, itemId: number): Promise<LikedProductToggleResponse> {
      if (!(await repository.productExists(itemId))) throw notFound('Product');
      if (await repository.removeLike(actor, itemId)) return { itemId, liked: false };
      await repository.addLike(actor, itemId, clock.now());
      return { itemId, liked: true };
    },
  };
}
export type LikedProductsService = ReturnType<typeof createLikedProductsService>;
