import { describe, expect, it } from 'vitest';
import { editDistance, searchWords } from './search-term';
import { completionLimit, textTsQuery, vocabularyOf } from './vocabulary';

const vocabulary = vocabularyOf([
  { word: 'radiator', documents: 900 },
  { word: 'radial', documents: 40 },
  { word: 'valve', documents: 5000 },
  { word: 'cap', documents: 30 },
  { word: 'capacitor', documents: 300 },
  { word: 'capillary', documents: 200 },
  { word: '80/125mm', documents: 70 },
  { word: '22mm', documents: 800 },
  { word: '240v', documents: 500 },
  { word: '1/2', documents: 60 },
]);

describe('textTsQuery (the last word read against the vocabulary)', () => {
  it('has no query without words', () => {
    expect(textTsQuery([], vocabulary)).toBeUndefined();
  });

  it('a word the vocabulary has is that word, with any size it ends', () => {
    expect(textTsQuery(['cap'], vocabulary)).toBe("('cap')");
    expect(textTsQuery(['flue', '125mm'], vocabulary)).toBe("flue & ('125mm' | '80/125mm')");
  });

  it('a word it lacks is its commonest completions, or a prefix when none', () => {
    expect(textTsQuery(['towel', 'radiato'], vocabulary)).toBe("towel & ('radiato' | 'radiator')");
    expect(textTsQuery(['radi'], vocabulary)).toBe("('radi' | 'radiator' | 'radial')");
    expect(textTsQuery(['zorbex'], vocabulary)).toBe('(zorbex:*)');
  });

  it('a last word of 1-2 characters is completed from the vocabulary, else that word alone, never a prefix', () => {
    expect(textTsQuery(['kit', '2'], vocabulary)).toBe("kit & ('2' | '22mm' | '240v' | '1/2')");
    expect(textTsQuery(['kit', '9'], vocabulary)).toBe("kit & ('9')");
  });

  it('typing completes a whole word too, and reads 1-2 characters as a prefix', () => {
    expect(textTsQuery(['cap'], vocabulary, { typing: true })).toBe("('cap' | 'capacitor' | 'capillary' | 'cap')");
    expect(textTsQuery(['diverter', 'va'], vocabulary, { typing: true })).toBe('diverter & va:*');
  });

  it("a correction's last word is completed like a word being typed", () => {
    expect(textTsQuery(['cap'], vocabulary, { completeLastWord: true })).toBe("('cap' | 'capacitor' | 'capillary' | 'cap')");
  });

  it(`names at most ${completionLimit} completions, commonest first`, () => {
    const many = vocabularyOf(Array.from({ length: 40 }, (_, i) => ({ word: `seal${String(i).padStart(2, '0')}`, documents: i })));
    const query = textTsQuery(['sea'], many)!;
    expect(query.split(' | ')).toHaveLength(completionLimit + 1);
    expect(query.startsWith("('sea' | 'seal39' | 'seal38'")).toBe(true);
  });

  it('nothing typed can inject query syntax', () => {
    expect(textTsQuery(searchWords("x' | !y:*"), vocabulary)).toBe("x & ('y')");
  });

  it('quotes a vocabulary word so it cannot break the query', () => {
    expect(textTsQuery(["o'brien"], vocabularyOf([{ word: "o'brien", documents: 1 }]))).toBe("('o''brien')");
  });
});

describe('oneSlipFrom (the words one slip of the keys away)', () => {
  const slips = vocabularyOf([
    { word: 'pump', documents: 700 },
    { word: 'pumps', documents: 90 },
    { word: 'plump', documents: 5 },
    { word: 'heater', documents: 400 },
    { word: 'heat', documents: 800 },
    { word: 'isolating', documents: 300 },
    { word: '22mm', documents: 800 },
  ]);

  it('finds a swapped pair of letters, which trigram similarity misses (issue #13: condensate pmup)', () => {
    expect(slips.oneSlipFrom('pmup')).toEqual(['pump']);
  });

  it('finds a letter left out, added or wrong, digits too, commonest first', () => {
    expect(slips.oneSlipFrom('isolatng')).toEqual(['isolating']);
    expect(slips.oneSlipFrom('pumpp')).toEqual(['pump', 'pumps']);
    expect(slips.oneSlipFrom('heatr')).toEqual(['heat', 'heater']);
    expect(slips.oneSlipFrom('pimp')).toEqual(['pump']);
    expect(slips.oneSlipFrom('23mm')).toEqual(['22mm']);
  });

  it('never offers the word typed, nor one two slips away', () => {
    expect(slips.oneSlipFrom('pump')).toEqual(['pumps', 'plump']);
    expect(slips.oneSlipFrom('pmpu')).toEqual([]);
    expect(slips.oneSlipFrom('')).toEqual([]);
  });

  it('offers exactly the vocabulary words at edit distance 1 (editDistance), for every word of a vocabulary', () => {
    const words = ['valve', 'valves', 'vale', 'salve', 'alve', 'vlave', 'valev', 'value', 'v', 'va', 'av', 'a'];
    const vocabulary = vocabularyOf(words.map((word, i) => ({ word, documents: 100 - i })));
    for (const typed of [...words, 'valv', 'xalve', 'vvalve', 'lave']) {
      const expected = words.filter((word) => word !== typed && editDistance(typed, word) === 1);
      expect({ typed, near: vocabulary.oneSlipFrom(typed) }).toEqual({ typed, near: expected });
    }
  });
});
