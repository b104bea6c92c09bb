import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it.each([
    ['plain ASCII', 'GC 47-999-01 (manual)', 'GC 47-999-01 (manual)'],
    ['Latin-1 and Windows-1252 punctuation', 'Café £12.50 – “quoted” €5 ™', 'Café £12.50 – “quoted” €5 ™'],
    ['accents outside Latin-1 lose the accent (Latin-1 ones stay)', 'Łódź Gdańsk Ő', '?ódz Gdansk O'],
    ['symbols and emoji become ?', 'A → B 😀 Ω', 'A ? B ? ?'],
    ['line breaks kept, tabs and CRs normalised', 'a\tb\r\nc\rd', 'a b\nc\nd'],
    ['control characters become ?', 'a\u0000b', 'a?b'],
  ])('%s', (_case, input, expected) => {
    expect(toWinAnsi(input)).toBe(expected);
  });
});
