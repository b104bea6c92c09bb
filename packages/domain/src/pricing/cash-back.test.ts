import { describe, expect, it } from 'vitest';
import { cashBackFor, cashBackPence } from './cash-back';

describe('cashBackPence (5% of the price paid, to the penny)', () => {
  it.each([
    [4365, 218],
    [4850, 243],
    [166, 8],
    [0, 0],
  ])('%i pence paid returns %i', (paid, expected) => {
    expect(cashBackPence(paid)).toBe(expected);
  });
});

describe('cashBackFor', () => {
  it('a member gets cash back on a cash-back product', () => {
    expect(cashBackFor({ isCashBack: true }, { buyingGroupStatusId: 2 }, 4365)).toBe(218);
  });
  it('a non-member or a product without cash back gets none', () => {
    expect(cashBackFor({ isCashBack: true }, { buyingGroupStatusId: 1 }, 4850)).toBe(0);
    expect(cashBackFor({ isCashBack: false }, { buyingGroupStatusId: 2 }, 4365)).toBe(0);
  });
});
