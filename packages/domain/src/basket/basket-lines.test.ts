import { describe, expect, it } from 'vitest';
import { BasketQtyError, dedupeBasketLines, isCourierLine, isProductLine, removeBasketLine, removeCourierLines, setBasketLine, setBasketLines } from './basket-lines';
import { isValidBasketQty } from './basket-line-types';

const line = (manufacturerCode: string, qty: number, basketLineTypeId = 1) => ({ manufacturerCode, qty, basketLineTypeId });
const codes = (lines: { manufacturerCode: string; qty: number }[]) => lines.map((l) => `${l.manufacturerCode}x${l.qty}`);

describe('setBasketLine (spec 2 §4)', () => {
  const basket = [line('CAL-87161', 2), line('GEN-15MM-ISO', 3)];
  it.each([
    ['adds a new code at the end', line('CAL-OBS-002', 1), ['CAL-87161x2', 'GEN-15MM-ISOx3', 'CAL-OBS-002x1']],
    ['replaces the line with the same code in place', line('CAL-87161', 5), ['CAL-87161x5', 'GEN-15MM-ISOx3']],
    ['matches codes case-blind and trimmed', line(' cal-87161 ', 4), [' cal-87161 x4', 'GEN-15MM-ISOx3']],
    ['qty 0 removes the line', line('GEN-15MM-ISO', 0), ['CAL-87161x2']],
    ['qty 0 for an absent code changes nothing', line('NOPE', 0), ['CAL-87161x2', 'GEN-15MM-ISOx3']],
    ['accepts the largest quantity', line('BIG', 9999), ['CAL-87161x2', 'GEN-15MM-ISOx3', 'BIGx9999']],
  ])('%s', (_name, change, expected) => {
    expect(codes(setBasketLine(basket, change))).toEqual(expected);
  });

  it.each([-1, 10000, 1.5, Number.NaN])('refuses qty %s', (qty) => {
    expect(() => setBasketLine(basket, line('CAL-87161', qty))).toThrow(BasketQtyError);
  });

  it('never mutates the input', () => {
    const before = JSON.stringify(basket);
    setBasketLine(basket, line('CAL-87161', 0));
    expect(JSON.stringify(basket)).toBe(before);
  });
});

describe('setBasketLines / dedupe', () => {
  it('applies changes in order so the last one for a code wins', () => {
    expect(codes(setBasketLines([], [line('A', 1), line('B', 2), line('a', 7)]))).toEqual(['ax7', 'Bx2']);
  });
  it('merges stored duplicates and drops zero lines', () => {
    expect(codes(dedupeBasketLines([line('A', 1), line('A', 3), line('B', 0)]))).toEqual(['Ax3']);
  });
});

describe('line kinds and removals', () => {
  const mixed = [line('CAL-87161', 1), line('GOPHR', 1, 3), line('stuart', 1, 3), line('DELIVERY', 1, 2), line('TRADE10', 1, 4)];
  it.each([
    ['CAL-87161', true, false],
    ['GOPHR', false, true],
    ['stuart', false, true],
    ['DELIVERY', false, false],
  ])('%s: product %s, courier %s', (code, product, courier) => {
    const found = mixed.find((l) => l.manufacturerCode === code)!;
    expect(isProductLine(found)).toBe(product);
    expect(isCourierLine(found)).toBe(courier);
  });
  it('removes courier lines only (spec 3 §4.5)', () => {
    expect(codes(removeCourierLines(mixed))).toEqual(['CAL-87161x1', 'DELIVERYx1', 'TRADE10x1']);
  });
  it('removes one line by code', () => {
    expect(codes(removeBasketLine(mixed, 'cal-87161'))).toHaveLength(4);
  });
});

describe('isValidBasketQty', () => {
  it.each([
    [0, true], [1, true], [9999, true], [10000, false], [-1, false], [2.5, false], ['3', false], [null, false],
  ])('%s → %s', (qty, valid) => {
    expect(isValidBasketQty(qty)).toBe(valid);
  });
});
