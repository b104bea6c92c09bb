import { describe, expect, it } from 'vitest';
import { addVat, formatPence, formatPounds, penceToPounds, poundsToPence } from './money';

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
