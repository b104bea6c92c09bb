import { describe, expect, it } from 'vitest';
import { sortedLexemeDictionary } from './lexeme-dictionary';

// Lexemes as a tsvector holds them: stems, part-number pieces, quotes, non-ASCII letters and symbols.
const lexemes = ['valv', 'valve', 'valv-2', "o'brien", 'thermostat', 'therm', '15mm', '1', '80/125mm', 'café', '°c', 'zz', 'a', 'ab', 'abc', '—'];

describe('lexeme dictionary', () => {
  const { dictionary, idOfInput } = sortedLexemeDictionary(lexemes);
  const sorted = [...lexemes].sort();

  it('gives each lexeme its rank in code-unit order, and gives it back', () => {
    expect(dictionary.size).toBe(lexemes.length);
    lexemes.forEach((lexeme, k) => {
      expect(idOfInput[k]).toBe(sorted.indexOf(lexeme));
      expect(dictionary.idOf(lexeme)).toBe(idOfInput[k]);
      expect(dictionary.lexemeOf(idOfInput[k]!)).toBe(lexeme);
    });
  });

  it('finds no id for a word it does not hold, a prefix or extension of one included', () => {
    for (const word of ['', 'val', 'valves', 'thermo', 'café!', 'b', '0', '~', 'zzz']) expect(dictionary.idOf(word)).toBe(-1);
  });

  it('answers every lexeme a prefix begins, as a scan of the sorted words would', () => {
    for (const prefix of ['', 'v', 'valv', 'valve', 'therm', 'a', 'ab', 'abc', 'abcd', '1', '15', '80/', 'caf', '°', '—', 'q', '~']) {
      const { from, to } = dictionary.idsStartingWith(prefix);
      const expected = sorted.filter((lexeme) => lexeme.startsWith(prefix));
      expect(sorted.slice(from, to)).toEqual(expected);
    }
  });

  it('holds no words when built from none', () => {
    const empty = sortedLexemeDictionary([]).dictionary;
    expect(empty.size).toBe(0);
    expect(empty.idOf('valv')).toBe(-1);
    expect(empty.idsStartingWith('v')).toEqual({ from: 0, to: 0 });
  });
});
