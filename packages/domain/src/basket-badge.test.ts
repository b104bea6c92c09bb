import { describe, expect, it } from 'vitest';
import { countBasketBadge } from './basket-badge';

const product = { name: 'Product', considerForAvailability: true };

describe('countBasketBadge', () => {
  it.each([
    ['no lines list', undefined, 0],
    ['empty basket', [], 0],
    ['one product line', [{ qty: 3, basketLineType: product }], 3],
    ['sums product lines', [{ qty: 3, basketLineType: product }, { qty: 2, basketLineType: product }], 5],
    ['ignores delivery lines', [{ qty: 1, basketLineType: { name: 'Delivery', considerForAvailability: false } }], 0],
    ['ignores products not counted', [{ qty: 4, basketLineType: { name: 'Product', considerForAvailability: false } }], 0],
    ['ignores untyped lines', [{ qty: 4, basketLineType: null }], 0],
  ])('%s', (_name, lines, expected) => {
    expect(countBasketBadge(lines)).toBe(expected);
  });
});
