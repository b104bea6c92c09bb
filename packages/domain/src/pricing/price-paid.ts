import type { Pence } from '../money';
import { isBuyingGroupMember } from '../buying-group';

/** What the catalogue knows about a product's price, in pence ex VAT. */
export interface ProductPricing {
  /** The catalogue (list) price; 0 = obsolete (spec 2 §3). */
  listPricePence: Pence;
  /** The buying group's negotiated cost, when the group has one for this product. */
  buyingGroupCostPence: Pence | null;
}

/** Who is buying: only the organisation's buying-group status matters to the price. */
export interface Purchaser {
  buyingGroupStatusId: number;
}

/**
 * The one answer to "what does this organisation pay for this product, per unit, ex VAT".
 * Cards, basket lines, saved parts, recently ordered, availability and checkout all call this, so one part has
 * one price on every page (issue #11).
 *
 * - The base is the chosen merchant's price when a merchant has been chosen (availability, checkout), else the
 *   catalogue price.
 * - A buying-group member pays the group cost when the group has one, but never more than the base: the group
 *   price is a ceiling the group negotiated, not a surcharge when a merchant is cheaper.
 * - Non-members pay the base.
 */
export function pricePaidPence(product: ProductPricing, purchaser: Purchaser, merchantPricePence?: Pence | null): Pence {
  const base = merchantPricePence ?? product.listPricePence;
  if (isBuyingGroupMember(purchaser.buyingGroupStatusId) && product.buyingGroupCostPence !== null) {
    return Math.min(base, product.buyingGroupCostPence);
  }
  return base;
}

/**
 * What a page shows as "the price" of a product card. The card carries `buyingGroupCost` only for members
 * (spec 2 §1; product-card.service.ts), so its presence is the membership; the answer is pricePaidPence's, never a
 * second rule (issue #11: the card and the basket show one price).
 */
export function cardPricePaidPence(card: { pricePence: Pence; buyingGroupCostPence: Pence | null }): Pence {
  const purchaser = { buyingGroupStatusId: card.buyingGroupCostPence === null ? 0 : memberStatusForCards };
  return pricePaidPence({ listPricePence: card.pricePence, buyingGroupCostPence: card.buyingGroupCostPence }, purchaser);
}
/** Any status above 1 is a member (buying-group.ts); the card only says "member or not". */
const memberStatusForCards = 2;
