import { describe, expect, it } from 'vitest';
import { firstHouseNumber, sortByHouseNumber } from './address-suggestions';

describe('address lookup order (spec 1 §5)', () => {
  it.each([
    [['14 High Street'], 14],
    [['Flat 2', '14 High Street'], 2],
    [['The Old Forge', 'Mill Lane'], Number.POSITIVE_INFINITY],
    [['Unit 3, Holbeck Trade Park'], 3],
  ])('%o -> %d', (address, number) => expect(firstHouseNumber({ address })).toBe(number));

  it('sorts numerically (2 before 10), unnumbered last, ties in their order', () => {
    const sorted = sortByHouseNumber([
      { address: ['10 Mill Lane'] },
      { address: ['Rose Cottage'] },
      { address: ['2 Mill Lane'] },
      { address: ['10A Mill Lane'] },
      { address: ['1 Mill Lane'] },
    ]);
    expect(sorted.map((s) => s.address[0])).toEqual(['1 Mill Lane', '2 Mill Lane', '10 Mill Lane', '10A Mill Lane', 'Rose Cottage']);
  });
});
