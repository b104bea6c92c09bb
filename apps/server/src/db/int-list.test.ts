import { describe, expect, it } from 'vitest';
import { parseIntList } from './int-list';

describe('parseIntList', () => {
  it('reads what string_agg of integers sends, in order', () => {
    expect([...parseIntList('12,3,40')]).toEqual([12, 3, 40]);
    expect([...parseIntList('7')]).toEqual([7]);
    expect([...parseIntList('-5,0,2147483647,-2147483648')]).toEqual([-5, 0, 2147483647, -2147483648]);
  });

  it('reads null and the empty string as no numbers', () => {
    expect(parseIntList(null)).toHaveLength(0);
    expect(parseIntList(undefined)).toHaveLength(0);
    expect(parseIntList('')).toHaveLength(0);
  });

  it('refuses anything else rather than misreading it', () => {
    for (const text of ['1,,2', '1,', ',1', '1 ,2', '1.5', '{1,2}', '--1', '1-', 'abc', '2147483648', '-2147483649']) {
      expect(() => parseIntList(text), text).toThrow(/not a list of 32-bit integers/);
    }
  });

  it('reads a long list like the int[] it replaces', () => {
    const numbers = Array.from({ length: 30_000 }, (_, i) => (i * 7919) % 100_003);
    expect([...parseIntList(numbers.join(','))]).toEqual(numbers);
  });
});
