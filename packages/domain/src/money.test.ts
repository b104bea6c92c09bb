import { describe, expect, it } from 'vitest';
import { addVat, formatPence, penceToPounds, poundsToPence } from './money';

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
  it('formats GBP with two decimals', () => {
    expect(formatPence(4850)).toBe('£48.50');
    expect(formatPence(123456)).toBe('£1,234.56');
  });
});
