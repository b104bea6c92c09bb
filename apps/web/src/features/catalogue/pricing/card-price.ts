import type { ProductCard } from '@sparesfinder/contracts/catalogue';
import { poundsToPence, type Pence } from '@sparesfinder/domain/money';
import { cashBackPence } from '@sparesfinder/domain/pricing/cash-back';
import { cardPricePaidPence } from '@sparesfinder/domain/pricing/price-paid';

/**
 * "The price" a card shows, from the card's spec fields (price, buyingGroupCost in pounds) through the domain's one
 * rule, so the card shows what the basket charges (issue #11).
 */
export function cardPricePence(card: Pick<ProductCard, 'price' | 'buyingGroupCost'>): Pence {
  return cardPricePaidPence({
    pricePence: poundsToPence(card.price),
    buyingGroupCostPence: card.buyingGroupCost === null ? null : poundsToPence(card.buyingGroupCost),
  });
}

/** How much Cash Back the card's product earns (domain cash-back.ts: a share of the price paid). */
export function cardCashBackPence(card: Pick<ProductCard, 'price' | 'buyingGroupCost'>): Pence {
  return cashBackPence(cardPricePence(card));
}
