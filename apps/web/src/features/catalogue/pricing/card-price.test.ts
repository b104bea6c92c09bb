import { describe, expect, it } from 'vitest';
import { cardCashBackPence, cardPricePence } from './card-price';

describe('cardPricePence', () => {
  it('a member card shows the buying-group cost, a non-member card the list price', () => {
    expect(cardPricePence({ price: 48.5, buyingGroupCost: 43.65 })).toBe(4365);
    expect(cardPricePence({ price: 48.5, buyingGroupCost: null })).toBe(4850);
  });
  it('the group cost never shows above the list price (pricePaidPence caps it)', () => {
    expect(cardPricePence({ price: 10, buyingGroupCost: 12 })).toBe(1000);
  });
  it('Cash Back is worked out from the price shown', () => {
    expect(cardCashBackPence({ price: 48.5, buyingGroupCost: 43.65 })).toBe(218);
  });
});
