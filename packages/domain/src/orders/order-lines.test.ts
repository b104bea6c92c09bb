import { describe, expect, it } from 'vitest';
import { isPaidThroughShop, orderItemCount, reorderIntoBasket } from './order-lines';

const product = { name: 'Product', considerForAvailability: true };
const delivery = { name: 'Delivery', considerForAvailability: false };

describe('orderItemCount (spec 1 §4)', () => {
  it.each([
    ['no lines', [], 0],
    ['product lines count', [{ manufacturerCode: 'A', qty: 2, basketLineType: product }, { manufacturerCode: 'B', qty: 1, basketLineType: product }], 2],
    ['a line with no type counts', [{ manufacturerCode: 'A', qty: 2, basketLineType: null }], 1],
    ['delivery lines do not', [{ manufacturerCode: 'A', qty: 1, basketLineType: product }, { manufacturerCode: 'GOPHR', qty: 1, basketLineType: delivery }], 1],
    ['a product type not for availability does not', [{ manufacturerCode: 'A', qty: 1, basketLineType: { name: 'Product', considerForAvailability: false } }], 0],
  ])('%s', (_case, lines, expected) => {
    expect(orderItemCount(lines)).toBe(expected);
  });
});

describe('isPaidThroughShop (payment method id 1)', () => {
  it.each([
    [1, true],
    [2, false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (id, expected) => expect(isPaidThroughShop(id)).toBe(expected));
});

describe('reorderIntoBasket (spec 1 §4 Reorder)', () => {
  const basket = [
    { manufacturerCode: 'CAL-87161', qty: 2 },
    { manufacturerCode: 'GEN-15MM-ISO', qty: 3 },
  ];
  it.each([
    ['adds new codes after the basket lines', [{ manufacturerCode: 'NEW-1', qty: 4, basketLineTypeId: 1 }], [...basket, { manufacturerCode: 'NEW-1', qty: 4, basketLineTypeId: 1 }]],
    [
      'replaces a line with the same code, case-blind',
      [{ manufacturerCode: 'cal-87161', qty: 5, basketLineTypeId: 1 }],
      [{ manufacturerCode: 'GEN-15MM-ISO', qty: 3 }, { manufacturerCode: 'cal-87161', qty: 5, basketLineTypeId: 1 }],
    ],
    ['leaves out delivery and discount lines', [{ manufacturerCode: 'GOPHR', qty: 1, basketLineTypeId: 3 }, { manufacturerCode: 'DISC', qty: 1, basketLineTypeId: 4 }], basket],
    ['drops zero quantities (and the line it replaced)', [{ manufacturerCode: 'GEN-15MM-ISO', qty: 0, basketLineTypeId: 1 }], [{ manufacturerCode: 'CAL-87161', qty: 2 }]],
  ])('%s', (_case, order, expected) => {
    expect(reorderIntoBasket<{ manufacturerCode: string; qty: number; basketLineTypeId?: number }>(basket, order)).toEqual(expected);
  });
});
