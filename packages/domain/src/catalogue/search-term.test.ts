import { describe, expect, it } from 'vitest';
import { categoryNamed, gcNumberOf, isSize, mayNameAppliance, meaningfulWords, normalisePartNumber, partNumberOf, searchWords, splitManufacturers, manufacturerWords, termSearchedInstead, editDistance, mayCorrectTo } from './search-term';

describe('part numbers', () => {
  it.each([
    ['CAL-87161', 'cal87161'],
    ['cal 87161', 'cal87161'],
    [' HLM-CAL87161 ', 'hlmcal87161'],
    ['GEN-15MM-ISO', 'gen15mmiso'],
  ])('normalisePartNumber(%j) = %j', (input, expected) => expect(normalisePartNumber(input)).toBe(expected));

  it.each([
    ['87161', '87161'],
    ['CAL-87161', 'cal87161'],
    ['cal 87161', 'cal87161'],
    ['valve', undefined],
    ['12', undefined],
    ['diverter valve 87161', undefined],
    ['', undefined],
  ])('partNumberOf(%j) = %j', (input, expected) => expect(partNumberOf(input)).toBe(expected));
});

describe('gcNumberOf (spec 3 §5: dashes and spaces excluded)', () => {
  it.each([
    ['4799901', '4799901'],
    ['47-999-01', '4799901'],
    ['47 999 01', '4799901'],
    ['479990', undefined],
    ['47999011', undefined],
    ['CAL-87161', undefined],
  ])('%j → %j', (input, expected) => expect(gcNumberOf(input)).toBe(expected));
});

describe('full-text words', () => {
  it('keeps letter/digit runs, lower case, at most 8', () => {
    expect(searchWords("Diverter-valve  (Caldera's)")).toEqual(['diverter', 'valve', 'caldera', 's']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords(' !! ')).toEqual([]);
  });

});

describe('splitManufacturers', () => {
  const makers = [
    { id: 1, name: 'Caldera' },
    { id: 2, name: 'Northwind Heating' },
    { id: 3, name: 'Northwind' },
    { id: 4, name: 'Milford & Hale' },
  ];
  it.each([
    ['caldera diverter valve', [1], ['diverter', 'valve']],
    ['diverter valve', [], ['diverter', 'valve']],
    ['northwind heating pump', [2], ['pump']],
    ['northwind pump', [3], ['pump']],
    ['milford hale fan', [4], ['fan']],
    ['caldera', [1], []],
    ['heating caldera', [1], ['heating']],
  ])('%j', (term, ids, words) => expect(splitManufacturers(searchWords(term), manufacturerWords(makers))).toEqual({ manufacturerIds: ids, words }));
});

describe('mayNameAppliance', () => {
  it.each([
    ['caldera combi 30i', true],
    ['  Combi   30i ', true],
    ['CAL-87161', false],
    ['87161', false],
    ['valve -', false],
    ['', false],
  ])('%j → %s', (term, expected) => expect(mayNameAppliance(term)).toBe(expected));
});

describe('sizes are words, not part numbers (issue #13)', () => {
  it.each([
    ['15mm', undefined],
    ['800mm', undefined],
    ['80/125mm', undefined],
    ['radiator 1800mm', undefined],
    ['valve 3', undefined],
    ['30kW', undefined],
    ['1/2"', undefined],
    ['125', '125'],
    ['87161', '87161'],
    ['cal 87161', 'cal87161'],
    ['GEN-15MM-ISO', 'gen15mmiso'],
    ['RT-12345', 'rt12345'],
  ])('partNumberOf(%j) = %j', (input, expected) => expect(partNumberOf(input)).toBe(expected));

  it('isSize: units, fractions, decimals; a bare short number only beside other words', () => {
    expect(['15mm', '2.5mm', '80/125mm', '24kw', '210l', '3/4"'].every((word) => isSize(word, false))).toBe(true);
    expect(isSize('3', true)).toBe(true);
    expect(isSize('3', false)).toBe(false);
    expect(isSize('87161', true)).toBe(false);
    expect(isSize('cal87161', false)).toBe(false);
  });

  it('searchWords keeps a size with its slash or decimal point, as the text index reads it', () => {
    expect(searchWords('80/125mm Flue kit')).toEqual(['80/125mm', 'flue', 'kit']);
    expect(searchWords('2.5mm twin & earth')).toEqual(['2.5mm', 'twin', 'earth']);
    expect(searchWords('CAL-87161')).toEqual(['cal', '87161']);
  });
});

describe('stop words and category names (issue #13)', () => {
  it('meaningfulWords drops English stop words', () => {
    expect(meaningfulWords(['combi', 'boiler', 'with', 'the', 'flue'])).toEqual(['combi', 'boiler', 'flue']);
    expect(meaningfulWords(['with'])).toEqual([]);
  });

  it('categoryNamed: the whole term is a category name, case, & and stop words aside', () => {
    const categories = [
      { id: 7, name: 'Thermostatic Radiator Valves' },
      { id: 9, name: 'Twin & Earth Cable' },
    ];
    expect(categoryNamed(categories, 'thermostatic radiator valves')).toBe(7);
    expect(categoryNamed(categories, 'Twin and Earth cable')).toBe(9);
    expect(categoryNamed(categories, 'twin earth cable')).toBe(9);
    expect(categoryNamed(categories, 'radiator valves')).toBeUndefined();
    expect(categoryNamed(categories, '')).toBeUndefined();
  });

  it('categoryNamed: the first of two categories with the same words wins; another list is read afresh', () => {
    const categories = [
      { id: 3, name: 'Seals & Gaskets' },
      { id: 4, name: 'Seals and Gaskets' },
    ];
    expect(categoryNamed(categories, 'seals gaskets')).toBe(3);
    expect(categoryNamed([{ id: 5, name: 'Seals & Gaskets' }], 'seals gaskets')).toBe(5);
    expect(categoryNamed(categories, 'Seals & Gaskets')).toBe(3);
  });
});

describe('termSearchedInstead', () => {
  it.each([
    ['thermocouple', ['thermocouple'], ['thermostat'], 'thermostat'],
    ['Worcester thermostst', ['thermostst'], ['thermostat'], 'worcester thermostat'],
    ['15mm isolatng valve', ['15mm', 'isolatng', 'valve'], ['15mm', 'isolating', 'valve'], '15mm isolating valve'],
    ['seal seel', ['seal', 'seel'], ['seal', 'seal'], 'seal seal'],
    ['towel radiato', ['towel', 'radiato'], ['towel', 'radiator'], 'towel radiator'],
  ])('%s, %j → %j reads %s', (typed, from, to, expected) => {
    expect(termSearchedInstead(typed, from, to)).toBe(expected);
  });
});

describe('editDistance', () => {
  it.each([
    ['pump', 'pump', 0],
    ['pmup', 'pump', 1],
    ['isolatng', 'isolating', 1],
    ['thermostatt', 'thermostat', 1],
    ['presure', 'pressure', 1],
    ['expanson', 'expansion', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['abc', '', 3],
  ])('%s → %s: %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});

describe('mayCorrectTo', () => {
  it.each(['divertor:diverter', 'isolatng:isolating', 'thermostatt:thermostat', 'expanson:expansion', 'thermistr:thermistor', 'heatr:heater', 'presure:pressure', 'valv:valve', 'pmup:pump', 'immeosion:immersion', 'unventde:unvented'])(
    'a slip: %s',
    (pair) => {
      const [typed, word] = pair.split(':') as [string, string];
      expect(mayCorrectTo(typed, word)).toBe(true);
    },
  );

  it.each(['thermocouple:thermostat', 'pump:pipe', 'seal:steel', 'flue:fuse'])('a different word: %s', (pair) => {
    const [typed, word] = pair.split(':') as [string, string];
    expect(mayCorrectTo(typed, word)).toBe(false);
  });
});
