import { describe, expect, it } from 'vitest';
import { addVat } from '../money';
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

describe('discountAmounts (one rounding rule: the total drops by exactly the amount shown)', () => {
  it.each([
    ['10% of £97.00 ex VAT', 9700, 9700, 10, { netPence: 970, amountWithVatPence: 1164, vatPence: 194 }],
    ['5% of £48.50 (half a penny rounds up)', 4850, 4850, 5, { netPence: 243, amountWithVatPence: 292, vatPence: 49 }],
    ['TRADE10 on £93.87: the check and the total agree (issue #44: £11.26 against £11.25)', 9387, 9387, 10, { netPence: 939, amountWithVatPence: 1126, vatPence: 187 }],
    ['products £48.03 with a £9.95 delivery line: the delivery is not discounted', 5798, 4803, 10, { netPence: 480, amountWithVatPence: 576, vatPence: 96 }],
    ['rounding: 10% of 1p', 1, 1, 10, { netPence: 0, amountWithVatPence: 0, vatPence: 0 }],
    ['100% off', 1000, 1000, 100, { netPence: 1000, amountWithVatPence: 1200, vatPence: 200 }],
  ])('%s', (_name, basketNet, productsNet, percent, expected) => {
    const amounts = discountAmounts(basketNet, productsNet, percent);
    expect(amounts).toEqual(expected);
    expect(addVat(basketNet) - addVat(basketNet - amounts.netPence)).toBe(amounts.amountWithVatPence);
  });
});
