import { describe, expect, it } from 'vitest';
import { createPartNumbersBuilder, type PartNumberRelation } from './part-numbers';

/** What search-sql.ts partNumberArm matches: anywhere from 4 characters, as the start below. */
const statementMatches = (partNumber: string | null, typed: string) =>
  partNumber !== null && (typed.length >= 4 ? partNumber.includes(typed) : partNumber.startsWith(typed));
/** What search-sql.ts tierExpression's part-number arms say of a product. */
const statementRelation = (partNumber: string | null, typed: string): PartNumberRelation =>
  partNumber === null ? 'none' : partNumber === typed ? 'exact' : partNumber.startsWith(typed) ? 'prefix' : partNumber.includes(typed) ? 'contains' : 'none';

describe('part numbers in memory', () => {
  // Ids with gaps, products without a part number, repeats inside one ('0000'), short ones and one inside another.
  const catalogue: [number, string | null][] = [
    [1, 'cal87161'],
    [2, 'hlmcal87161'],
    [3, null],
    [5, 'cal'],
    [6, 'ca'],
    [7, '000000'],
    [9, 'x1000'],
    [10, 'cal8716'],
    [12, ''],
    [13, 'abc87161def'],
    [20, '100000'],
  ];
  const built = () => {
    const builder = createPartNumbersBuilder();
    for (const [id, partNumber] of catalogue) builder.add(id, partNumber);
    return builder.build();
  };
  const typed = ['cal87161', 'cal8716', 'cal', 'ca', 'c', '87161', '8716', '0000', '00000', '000000', '0000000', '100', '1000', '87161d', 'zzzz', 'zzz', 'al8', 'l871'];

  it('match as the statement does: anywhere from 4 characters, as the start below, ascending ids', () => {
    const partNumbers = built();
    for (const text of typed) {
      const expected = text.length < 3 ? [] : catalogue.filter(([, partNumber]) => statementMatches(partNumber, text)).map(([id]) => id);
      expect(Array.from(partNumbers.matching(text)), text).toEqual(expected);
    }
  });

  it('tell exact, prefix and contains apart as the statement’s tiers do, for any product', () => {
    const partNumbers = built();
    for (const text of typed) {
      for (const [id, partNumber] of catalogue) expect(partNumbers.relationOf(id, text), `${id} ${text}`).toBe(statementRelation(partNumber, text));
      for (const id of [-1, 0, 4, 11, 21, 1000]) expect(partNumbers.relationOf(id, text)).toBe('none');
    }
  });

  it('match as brute force does over thousands of made-up part numbers', () => {
    const builder = createPartNumbersBuilder();
    const all: [number, string][] = [];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const alphabet = 'ab0123';
    for (let id = 1; id <= 3000; id += 1 + (next() % 3)) {
      const partNumber = Array.from({ length: 3 + (next() % 9) }, () => alphabet[next() % alphabet.length]).join('');
      builder.add(id, partNumber);
      all.push([id, partNumber]);
    }
    const partNumbers = builder.build();
    for (let k = 0; k < 300; k++) {
      const text = Array.from({ length: 3 + (k % 5) }, () => alphabet[next() % alphabet.length]).join('');
      expect(Array.from(partNumbers.matching(text)), text).toEqual(all.filter(([, partNumber]) => statementMatches(partNumber, text)).map(([id]) => id));
    }
  });

  it('refuse products out of id order, and build empty', () => {
    const builder = createPartNumbersBuilder();
    builder.add(4, 'abc1');
    expect(() => builder.add(4, 'abc2')).toThrow(/order/);
    expect(() => builder.add(2, 'abc2')).toThrow(/order/);
    expect(Array.from(createPartNumbersBuilder().build().matching('abc1'))).toEqual([]);
    expect(createPartNumbersBuilder().build().relationOf(0, 'abc')).toBe('none');
  });
});
