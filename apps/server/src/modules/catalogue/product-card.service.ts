import type { ProductCard } from '@sparesfinder/contracts/catalogue';
import { isBuyingGroupMember } from '@sparesfinder/domain/buying-group';
import { penceToPounds } from '@sparesfinder/domain/money';
import { toIsoDateTime } from '@sparesfinder/domain/dates';
import type { Actor } from '../../lib/actor';
import type { ProductCardRepository, ProductCardRow } from './product-card.repository';

export interface CardContext {
  /** Appliances the search matched (GC number or name): the card names one of them when the part fits it. */
  applianceIds?: readonly number[];
  /** The GC number typed: the card names an appliance with it when the part fits one (then pgcn is that number). */
  gcNumber?: string;
}

/** Builds spec 2 §3 product cards; used by search and by the lists (favourites). */
export function createProductCardService(deps: { productCardRepository: ProductCardRepository }) {
  const { productCardRepository } = deps;

  const toCard = (row: ProductCardRow): ProductCard => {
    const member = isBuyingGroupMember(row.buyingGroupStatusId);
    // spec 2 §3 fields as they are: price is the list price, buyingGroupCost only for members. What a page shows as
    // "the price" is domain cardPricePaidPence of these two, i.e. pricePaidPence, the basket's price (issue #11).
    return {
      productId: row.id,
      itemID: row.id,
      partId: row.id,
      mpn: row.mpn,
      manufactureCode: row.mpn,
      manufacturerCode: row.mpn,
      description: row.description,
      img_url: row.imageUrl,
      imageUrl: row.imageUrl,
      imageUrlDisplayString: row.imageUrl,
      price: penceToPounds(row.pricePence),
      buyingGroupCost:
        member && row.buyingGroupCostPence !== null ? penceToPounds(row.buyingGroupCostPence) : null,
      man: row.manufacturerName,
      manid: row.manufacturerId,
      manufacturerName: row.manufacturerName,
      app: row.applianceName,
      appid: row.applianceId,
      appgc: row.applianceGc,
      // The fitted appliance prefers the GC number typed, so pgcn is the GC number the search matched, else appgc.
      pgcn: row.applianceGc,
      diagram_placement_ref: row.placementRef,
      // spec 2 §1: Cash Back is for buying-group members only.
      isCashBack: member && row.isCashBack,
      isSpecialOffer: row.isSpecialOffer,
      isInStock: row.isInStock,
      liked: row.liked,
      qty: Number(row.qty),
      createdOn: toIsoDateTime(row.createdAt),
    };
  };

  return {
    /** Cards from rows the search's counting query already read (in page order). */
    cardsFromRows: (rows: readonly ProductCardRow[]): ProductCard[] => rows.map(toCard),

    /** Cards in the order of `productIds` (ids that no longer exist are skipped). */
    async cardsFor(
      actor: Actor,
      productIds: readonly number[],
      context: CardContext = {},
    ): Promise<ProductCard[]> {
      if (productIds.length === 0) return [];
      const rows = await productCardRepository.findCards(actor, productIds, {
        applianceIds: context.applianceIds ?? [],
        gcNumber: context.gcNumber,
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return productIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toCard(row)] : [];
      });
    },
  };
}
export type ProductCardService = ReturnType<typeof createProductCardService>;
