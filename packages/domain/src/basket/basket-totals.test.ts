import { describe, expect, it } from 'vitest';
import { basketTotals, lineTotalPence, vatOfTotals } from './basket-totals';
import { basketExpiryFrom } from './basket-expiry';

describe('basketTotals (integer pence, VAT once on the sum)', () => {
  it.each([
    ['empty basket', [], { totalCostPence: 0, totalCostWithVatPence: 0, totalDisplayedCostWithVatPence: 0 }],
    ['demo basket: CAL-87161 x2 at £48.50', [{ qty: 2, costPence: 4850, displayedCostPence: 4850 }], { totalCostPence: 9700, totalCostWithVatPence: 11640, totalDisplayedCostWithVatPence: 11640 }],
    ['displayed price differs', [{ qty: 1, costPence: 1000, displayedCostPence: 900 }], { totalCostPence: 1000, totalCostWithVatPence: 1200, totalDisplayedCostWithVatPence: 1080 }],
    ['a discount line is negative', [{ qty: 1, costPence: 10000, displayedCostPence: 10000 }, { qty: 1, costPence: -1000, displayedCostPence: -1000 }], { totalCostPence: 9000, totalCostWithVatPence: 10800, totalDisplayedCostWithVatPence: 10800 }],
    ['rounds VAT once, not per line', [{ qty: 3, costPence: 1, displayedCostPence: 1 }], { totalCostPence: 3, totalCostWithVatPence: 4, totalDisplayedCostWithVatPence: 4 }],
  ])('%s', (_name, lines, expected) => {
    expect(basketTotals(lines)).toEqual(expected);
  });
});

describe('basketExpiryFrom', () => {
  it('is 7 days after the last change, in UTC', () => {
    expect(basketExpiryFrom(new Date('2026-03-01T10:05:00Z')).toISOString()).toBe('2026-03-08T10:05:00.000Z');
  });
});

describe('lineTotalPence and vatOfTotals', () => {
  it('a line total is unit price × quantity', () => {
    expect(lineTotalPence({ qty: 3, costPence: 4365 })).toBe(13095);
  });
  it('the VAT is what the total with VAT adds to the subtotal (20%, once)', () => {
    const totals = basketTotals([{ qty: 3, costPence: 4365, displayedCostPence: 4365 }, { qty: 2, costPence: 166, displayedCostPence: 166 }]);
    expect(totals.totalCostPence).toBe(13427);
    expect(vatOfTotals(totals)).toBe(2685);
    expect(totals.totalCostPence + vatOfTotals(totals)).toBe(totals.totalCostWithVatPence);
  });
});
