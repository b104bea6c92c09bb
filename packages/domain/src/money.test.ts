import { describe, expect, it } from 'vitest';
import { addVat, formatPence, formatPounds, penceToPounds, percentOfPence, poundsToPence } from './money';

describe('money', () => {
  it('converts between pence and pounds without float drift', () => {
    expect(penceToPounds(4850)).toBe(48.5);
    expect(poundsToPence(48.5)).toBe(4850);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
  });
  it('adds 20% VAT rounded to the penny', () => {
    expect(addVat(4850)).toBe(5820);
    expect(addVat(1)).toBe(1);
  });
  it('VAT on a net sum is exact in integers (a fifth is never a half), and signed', () => {
    expect([9387, 8449, 1, 2, 3, 5, -938].map(addVat)).toEqual([11264, 10139, 1, 2, 4, 6, -1126]);
  });
  it.each([
    [15, 10, 2],
    [14, 10, 1],
    [9387, 10, 939],
    [4850, 5, 243],
    [-15, 10, -2],
    [1000, 100, 1000],
    [1, 10, 0],
  ])('%s pence × %s%% rounds half up to %s', (pence, percent, expected) => {
    expect(percentOfPence(pence, percent)).toBe(expected);
  });
  it.each([
    [4850, '£48.50'],
    [123456, '£1,234.56'],
    [0, '£0.00'],
    [5, '£0.05'],
    [-1495, '-£14.95'],
  ])('formats %s pence as %s (GBP, two decimals)', (pence, expected) => {
    expect(formatPence(pence)).toBe(expected);
  });
  it.each([
    [48.5, '£48.50'],
    [14.95, '£14.95'],
    [1234.5, '£1,234.50'],
    [0.1 + 0.2, '£0.30'],
    [58.199999, '£58.20'],
  ])('formats %s pounds as %s through the same formatter', (pounds, expected) => {
    expect(formatPounds(pounds)).toBe(expected);
    expect(formatPounds(pounds)).toBe(formatPence(poundsToPence(pounds)));
  });
});
