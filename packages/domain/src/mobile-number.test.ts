import { describe, expect, it } from 'vitest';
import { isValidUkMobile, normaliseUkMobile } from './mobile-number';

describe('UK mobile rule (spec 2 §5): 07 + 9 digits or 447 + 9 digits', () => {
  it.each([
    ['07700900123', '07700900123'],
    ['07700 900 123', '07700900123'],
    ['447700900123', '447700900123'],
    ['+447700900123', null],
    ['0770090012', null],
    ['077009001234', null],
    ['01132 496000', null],
    ['4477009001', null],
    ['07700-900123', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUkMobile(input)).toBe(expected);
    expect(isValidUkMobile(input)).toBe(expected !== null);
  });
  it('treats missing input as invalid', () => {
    expect(isValidUkMobile(undefined)).toBe(false);
    expect(isValidUkMobile(null)).toBe(false);
  });
});
