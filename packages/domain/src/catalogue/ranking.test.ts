import { describe, expect, it } from 'vitest';
import { facetSampleStep, matchTier, searchOrder, suggestKeywords } from './ranking';

describe('search ranking helpers', () => {
  it('tiers: exact part number, then GC number, then partial part numbers, then text', () => {
    expect(matchTier.exactPartNumber).toBeLessThan(matchTier.gcNumber);
    expect(matchTier.gcNumber).toBeLessThan(matchTier.partNumberPrefix);
    expect(matchTier.partNumberContains).toBeLessThan(matchTier.text);
  });

  it.each([
    [0, 1],
    [20_000, 1],
    [20_001, 2],
    [100_000, 5],
    [1_600_000, 80],
  ])('facetSampleStep(%d) = %d', (matches, step) => expect(facetSampleStep(matches)).toBe(step));

  it.each([
    ['PREF', 'ASC', true, { kind: 'relevance' }],
    ['PREF', 'DESC', false, { kind: 'catalogue' }],
    ['Name', 'DESC', true, { kind: 'name', direction: 'DESC' }],
    ['Description', 'ASC', false, { kind: 'name', direction: 'ASC' }],
  ] as const)('searchOrder(%s, %s, term=%s)', (prop, direction, hasTerm, expected) => expect(searchOrder(prop, direction, hasTerm)).toEqual(expected));

  it('suggestKeywords: most frequent phrases from the first typed word', () => {
    const descriptions = ['Diverter valve assembly', 'Diverter valve assembly', 'Diverter valve motor', 'Gas valve', 'Motorised diverter valve'];
    expect(suggestKeywords(descriptions, ['diverter'])).toEqual(['diverter valve']);
    expect(suggestKeywords(descriptions, ['diverter', 'valve'])).toEqual(['diverter valve assembly', 'diverter valve', 'diverter valve motor']);
    expect(suggestKeywords(descriptions, [])).toEqual([]);
    expect(suggestKeywords(descriptions, ['div'], 1)).toEqual(['diverter valve']);
  });
});
