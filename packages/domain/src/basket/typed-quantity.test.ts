import { describe, expect, it } from 'vitest';
import { readTypedQuantity, typedQuantityMessages as text } from './typed-quantity';

describe('readTypedQuantity (issue #11 item 6: whole numbers 1..9999, clamped with a message)', () => {
  it.each([
    ['50', 50],
    ['1', 1],
    ['9999', 9999],
    [' 12 ', 12],
    ['007', 7],
    ['1,000', 1000],
    ['+3', 3],
    ['5.0', 5],
  ])('accepts %j as %i', (typed, qty) => {
    expect(readTypedQuantity(typed)).toEqual({ kind: 'accepted', qty });
  });

  it.each([
    ['0', 1, text.tooSmall],
    ['-4', 1, text.tooSmall],
    ['0.2', 1, text.tooSmall],
    ['10000', 9999, text.tooLarge],
    ['99999999999999999999', 9999, text.tooLarge],
    ['9999.6', 9999, text.tooLarge],
    ['2.5', 3, text.rounded(3)],
    ['12.4', 12, text.rounded(12)],
  ])('clamps %j to %i and says why', (typed, qty, message) => {
    expect(readTypedQuantity(typed)).toEqual({ kind: 'clamped', qty, message });
  });

  it.each(['', '   ', 'abc', '5 boxes', '1e3', '--2', '.', '½'])('refuses %j', (typed) => {
    expect(readTypedQuantity(typed)).toEqual({ kind: 'invalid', message: 'Enter a whole number from 1 to 9999.' });
  });

  it('words the messages for a trader', () => {
    expect(text.tooLarge).toBe('The largest quantity is 9999, so it is set to 9999.');
    expect(text.tooSmall).toBe('The smallest quantity is 1, so it is set to 1.');
  });
});
