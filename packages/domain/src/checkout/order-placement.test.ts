import { describe, expect, it } from 'vitest';
import { availableCreditPence, browserTotalMatches, fitsInCredit, isBasketPayable, orderIdForBasket, takesStockFromBranch } from './order-placement';

describe('merchant credit', () => {
  it.each([
    [{ creditLimitPence: 500_000, balancePence: 120_000 }, 380_000, 380_000, true],
    [{ creditLimitPence: 500_000, balancePence: 120_000 }, 380_000, 380_001, false],
    [{ creditLimitPence: 0, balancePence: 0 }, 0, 1, false],
    [{ creditLimitPence: 100, balancePence: 300 }, 0, 1, false],
  ])('%j: available %i, order %i fits %s', (credit, available, order, fits) => {
    expect(availableCreditPence(credit)).toBe(available);
    expect(fitsInCredit(credit, order)).toBe(fits);
  });
});

describe('browserTotalMatches (the browser total is a check)', () => {
  it.each([
    [116.4, 11640, true],
    [116.39, 11640, false],
    [0.1 + 0.2, 30, true],
    [1, 11640, false],
  ])('%d pounds against %i pence → %s', (browser, server, expected) => {
    expect(browserTotalMatches(browser, server)).toBe(expected);
  });
});

describe('isBasketPayable', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const accepted = { selectedBranchId: 1, fulfilmentOptionId: 1, expiryDate: new Date('2026-03-02T10:05:00Z') };
  it.each([
    ['accepted and in time', accepted, true],
    ['expired', { ...accepted, expiryDate: new Date('2026-03-02T09:59:59Z') }, false],
    ['expiring this instant', { ...accepted, expiryDate: now }, false],
    ['no option accepted', { ...accepted, fulfilmentOptionId: null }, false],
    ['no branch', { ...accepted, selectedBranchId: null }, false],
  ])('%s', (_name, basket, expected) => {
    expect(isBasketPayable(basket, now)).toBe(expected);
  });
});

describe('stock and order numbers', () => {
  it.each([[0, true], [1, true], [2, true], [3, false], [4, true], [5, true]])('option %i takes branch stock: %s', (option, expected) => {
    expect(takesStockFromBranch(option)).toBe(expected);
  });
  it('one order number per basket', () => {
    expect(orderIdForBasket(42)).toBe(800_042);
  });
});
