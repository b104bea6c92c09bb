import { describe, expect, it } from 'vitest';
import { cardPricePaidPence, pricePaidPence } from './price-paid';

const member = { buyingGroupStatusId: 2 };
const nonMember = { buyingGroupStatusId: 1 };
const calderaPump = { listPricePence: 4850, buyingGroupCostPence: 4365 };

describe('pricePaidPence', () => {
  it('a buying-group member pays the group cost', () => {
    expect(pricePaidPence(calderaPump, member)).toBe(4365);
  });

  it('a non-member pays the catalogue price', () => {
    expect(pricePaidPence(calderaPump, nonMember)).toBe(4850);
    expect(pricePaidPence(calderaPump, { buyingGroupStatusId: 0 })).toBe(4850);
  });

  it('a member pays the catalogue price when the group has no cost for the product', () => {
    expect(pricePaidPence({ listPricePence: 183, buyingGroupCostPence: null }, member)).toBe(183);
  });

  it("the chosen merchant's price replaces the catalogue price", () => {
    expect(pricePaidPence(calderaPump, nonMember, 4700)).toBe(4700);
    expect(pricePaidPence(calderaPump, member, 4700)).toBe(4365);
  });

  it('a member never pays more than a cheaper merchant asks', () => {
    expect(pricePaidPence(calderaPump, member, 4000)).toBe(4000);
  });

  it('no merchant price (null) falls back to the catalogue price', () => {
    expect(pricePaidPence(calderaPump, nonMember, null)).toBe(4850);
  });
});

describe('cardPricePaidPence (what a card shows is what the basket charges)', () => {
  it('a card with a buying-group cost is a member card: the group cost, capped by the list price', () => {
    expect(cardPricePaidPence({ pricePence: 4850, buyingGroupCostPence: 4365 })).toBe(pricePaidPence(calderaPump, member));
    expect(cardPricePaidPence({ pricePence: 4000, buyingGroupCostPence: 4365 })).toBe(4000);
  });
  it('a card without one is priced at the list price', () => {
    expect(cardPricePaidPence({ pricePence: 4850, buyingGroupCostPence: null })).toBe(pricePaidPence(calderaPump, nonMember));
  });
});
