import { describe, expect, it } from 'vitest';
import { parseTsquery, parseTsvector } from './tsvector-text';

describe('parseTsvector', () => {
  it('reads lexemes with their positions, weights dropped', () => {
    expect(parseTsvector("'boiler':3 'valv':1,7A 'worcest':2")).toEqual([
      { lexeme: 'boiler', positions: [3] },
      { lexeme: 'valv', positions: [1, 7] },
      { lexeme: 'worcest', positions: [2] },
    ]);
  });

  it('reads doubled quotes, backslashes, sizes and a stripped vector', () => {
    expect(parseTsvector("'it''s':1 '80/125mm':2 'a\\\\b':3")).toEqual([
      { lexeme: "it's", positions: [1] },
      { lexeme: '80/125mm', positions: [2] },
      { lexeme: 'a\\b', positions: [3] },
    ]);
    expect(parseTsvector("'pump' 'seal'")).toEqual([
      { lexeme: 'pump', positions: [] },
      { lexeme: 'seal', positions: [] },
    ]);
    expect(parseTsvector('')).toEqual([]);
  });

  it.each(["'open", "'pump':", "'pump':x", 'pump'])('refuses %s', (text) => {
    expect(() => parseTsvector(text)).toThrow(/text index/);
  });
});

describe('parseTsquery', () => {
  it('reads & | ! and brackets with & binding tighter than |', () => {
    expect(parseTsquery("'limit' & 'thermostat':* | !'pump'")).toEqual({
      kind: 'or',
      operands: [
        { kind: 'and', operands: [{ kind: 'lexeme', lexeme: 'limit', prefix: false }, { kind: 'lexeme', lexeme: 'thermostat', prefix: true }] },
        { kind: 'not', operand: { kind: 'lexeme', lexeme: 'pump', prefix: false } },
      ],
    });
    expect(parseTsquery("'valv' & ( 'divert' | 'divertor' )")).toEqual({
      kind: 'and',
      operands: [
        { kind: 'lexeme', lexeme: 'valv', prefix: false },
        { kind: 'or', operands: [{ kind: 'lexeme', lexeme: 'divert', prefix: false }, { kind: 'lexeme', lexeme: 'divertor', prefix: false }] },
      ],
    });
  });

  it('reads phrases left to right with their distances', () => {
    expect(parseTsquery("'valv' <-> 'bodi' <2> 'boiler'")).toEqual({
      kind: 'phrase',
      left: { kind: 'phrase', left: { kind: 'lexeme', lexeme: 'valv', prefix: false }, right: { kind: 'lexeme', lexeme: 'bodi', prefix: false }, distance: 1 },
      right: { kind: 'lexeme', lexeme: 'boiler', prefix: false },
      distance: 2,
    });
  });

  it('has no tree for a query of stop words only', () => {
    expect(parseTsquery('')).toBeUndefined();
  });

  it.each(["'pump' &", "('pump'", "'pump' <x> 'seal'", "'pump' 'seal'"])('refuses %s', (text) => {
    expect(() => parseTsquery(text)).toThrow(/text index/);
  });
});
