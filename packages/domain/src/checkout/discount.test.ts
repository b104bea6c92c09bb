import { describe, expect, it } from 'vitest';
import { discountAmounts, discountInvalidReason, discountInvalidReasons, type DiscountCodeRecord } from './discount';

const now = new Date('2026-03-02T10:00:00Z');
const trade10: DiscountCodeRecord = { percentOff: 10, validFrom: new Date('2026-01-01T00:00:00Z'), validTo: new Date('2030-01-01T00:00:00Z'), supplierId: null };
const old5: DiscountCodeRecord = { percentOff: 5, validFrom: new Date('2024-01-01T00:00:00Z'), validTo: new Date('2025-05-01T00:00:00Z'), supplierId: null };

describe('discountInvalidReason (spec 3 §4.7 discount code)', () => {
  it.each([
    ['TRADE10 now', trade10, 1, 9700, null],
    ['OLD5 (expired)', old5, 1, 9700, discountInvalidReasons.expired],
    ['an unknown code', undefined, 1, 9700, discountInvalidReasons.unknown],
    ['not valid yet', { ...trade10, validFrom: new Date('2027-01-01T00:00:00Z') }, 1, 9700, discountInvalidReasons.notYetValid],
    ['another merchant\'s code', { ...trade10, supplierId: 2 }, 1, 9700, discountInvalidReasons.otherMerchant],
    ['this merchant\'s code', { ...trade10, supplierId: 1 }, 1, 9700, null],
    ['no products', trade10, 1, 0, discountInvalidReasons.nothingToDiscount],
  ] as const)('%s', (_name, code, supplierId, products, expected) => {
    expect(discountInvalidReason(code, supplierId, products, now)).toBe(expected);
  });
});

describe('discountAmounts (VAT part = amount × 0.2 / 1.2)', () => {
  it.each([
    ['10% of £97.00 ex VAT (£116.40 with VAT)', 9700, 10, { amountWithVatPence: 1164, vatPence: 194, netPence: 970 }],
    ['5% of £48.50', 4850, 5, { amountWithVatPence: 291, vatPence: 49, netPence: 242 }],
    ['rounding: 10% of 1p', 1, 10, { amountWithVatPence: 0, vatPence: 0, netPence: 0 }],
    ['100% off', 1000, 100, { amountWithVatPence: 1200, vatPence: 200, netPence: 1000 }],
  ])('%s', (_name, net, percent, expected) => {
    const amounts = discountAmounts(net, percent);
    expect(amounts).toEqual(expected);
    expect(amounts.netPence + amounts.vatPence).toBe(amounts.amountWithVatPence);
  });
});
