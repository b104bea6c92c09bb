import { describe, expect, it } from 'vitest';
import { splitSavedOrderLines } from './saved-parts';

describe('splitSavedOrderLines (spec 2 §4 saved parts order "Add to Basket")', () => {
  it.each([
    ['all priced', [4850, 120], 2, 0],
    ['obsolete lines are counted, not added', [4850, 0, 0], 1, 2],
    ['nothing priced', [0], 0, 1],
    ['empty order', [], 0, 0],
  ])('%s', (_name, prices, added, obsolete) => {
    const result = splitSavedOrderLines(prices.map((pricePence) => ({ pricePence })));
    expect(result.priced).toHaveLength(added);
    expect(result.obsoleteCount).toBe(obsolete);
  });
});
