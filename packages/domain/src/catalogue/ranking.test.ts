import { describe, expect, it } from 'vitest';
import { compareTextRelevance, idOfTextRelevanceKey, textRelevanceKey, withTextRelevanceFlags, estimateFromSample, exactMatchLimit, isTooBroadToCount, matchTier, pageLiesInSample, searchSampleModulus, searchOrder, suggestKeywords, type TextRelevanceKeys } from './ranking';

describe('search ranking helpers', () => {
  it('tiers: exact part number, then GC number, then partial part numbers, then text', () => {
    expect(matchTier.exactPartNumber).toBeLessThan(matchTier.gcNumber);
    expect(matchTier.gcNumber).toBeLessThan(matchTier.partNumberPrefix);
    expect(matchTier.partNumberContains).toBeLessThan(matchTier.text);
  });

  it('a search is counted exactly up to exactMatchLimit matches, judged by its sample', () => {
    const limitInSample = exactMatchLimit / searchSampleModulus;
    expect(isTooBroadToCount(0)).toBe(false);
    expect(isTooBroadToCount(limitInSample)).toBe(false);
    expect(isTooBroadToCount(limitInSample + 1)).toBe(true);
    expect(isTooBroadToCount(3, 32)).toBe(true);
    expect(isTooBroadToCount(2, 32)).toBe(false);
  });

  it('estimates scale sample counts by the sample modulus', () => {
    expect(searchSampleModulus).toBe(16);
    expect(estimateFromSample(0)).toBe(0);
    expect(estimateFromSample(4_025)).toBe(64_400);
  });

  it.each([
    [0, 28, 28, true],
    [0, 28, 27, false],
    [4_000, 28, 4_025, false],
    [3_976, 28, 4_025, true],
  ])('pageLiesInSample(skip %d, take %d, sample %d) = %s', (skip, take, sample, expected) => expect(pageLiesInSample(skip, take, sample)).toBe(expected));

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

describe('compareTextRelevance', () => {
  const keys = (given: Partial<TextRelevanceKeys> & { id: number }): TextRelevanceKeys => ({ first: true, phrase: false, documentLength: 4, genuine: false, partNumberLength: 6, ...given });
  it.each([
    ['the sample first', keys({ id: 9, first: true, documentLength: 9 }), keys({ id: 1, first: false, phrase: true })],
    ['a phrase first', keys({ id: 9, phrase: true, documentLength: 9 }), keys({ id: 1, phrase: false })],
    ['a shorter document first', keys({ id: 9, documentLength: 3, genuine: false }), keys({ id: 1, documentLength: 4, genuine: true })],
    ['genuine before pattern', keys({ id: 9, genuine: true, partNumberLength: 12 }), keys({ id: 1, genuine: false, partNumberLength: 2 })],
    ['a shorter part number first', keys({ id: 9, partNumberLength: 5 }), keys({ id: 1, partNumberLength: 6 })],
    ['a part number before none', keys({ id: 9, partNumberLength: 30 }), keys({ id: 1, partNumberLength: null })],
    ['then the lower id', keys({ id: 1 }), keys({ id: 2 })],
    ['then the lower id, neither with a part number', keys({ id: 1, partNumberLength: null }), keys({ id: 2, partNumberLength: null })],
  ])('%s', (_, before, after) => {
    expect(compareTextRelevance(before, after)).toBeLessThan(0);
    expect(compareTextRelevance(after, before)).toBeGreaterThan(0);
    expect(compareTextRelevance(before, before)).toBe(0);
  });
});

describe('textRelevanceKey', () => {
  it('orders as compareTextRelevance does, and gives back the id', () => {
    let seed = 11;
    const random = (below: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * below);
    const all: TextRelevanceKeys[] = Array.from({ length: 3_000 }, (_, i) => ({
      id: i === 0 ? 2 ** 26 - 1 : random(2_000_000),
      first: random(2) === 0,
      phrase: random(2) === 0,
      documentLength: i === 1 ? 65_535 : random(40),
      genuine: random(2) === 0,
      partNumberLength: random(5) === 0 ? null : i === 2 ? 254 : i === 3 ? 200 : random(20),
    }));
    const byKey = [...all].sort((a, b) => textRelevanceKey(a)! - textRelevanceKey(b)!);
    expect(byKey).toEqual([...all].sort(compareTextRelevance));
    for (const keys of all) expect(idOfTextRelevanceKey(textRelevanceKey(keys)!)).toBe(keys.id);
    // The product's own part, packed once, gives the same key with the search's flags added.
    for (const keys of all) expect(withTextRelevanceFlags(textRelevanceKey({ ...keys, first: true, phrase: true })!, keys.first, keys.phrase)).toBe(textRelevanceKey(keys));
  });

  it('is undefined for what its fields cannot hold', () => {
    const keys: TextRelevanceKeys = { id: 1, first: true, phrase: false, documentLength: 3, genuine: true, partNumberLength: 4 };
    expect(textRelevanceKey(keys)).toBeDefined();
    expect(textRelevanceKey({ ...keys, documentLength: 65_536 })).toBeUndefined();
    expect(textRelevanceKey({ ...keys, partNumberLength: 255 })).toBeUndefined();
    expect(textRelevanceKey({ ...keys, id: 2 ** 26 })).toBeUndefined();
  });
});
