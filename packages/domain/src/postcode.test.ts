import { describe, expect, it } from 'vitest';
import { isValidPostcode, normaliseOutwardCode, normalisePostcode, postcodeDistrict, samePostcode } from './postcode';

describe('normalisePostcode', () => {
  it.each([
    ['LS11 5AB', 'LS11 5AB'],
    ['ls115ab', 'LS11 5AB'],
    ['  ls11   5ab ', 'LS11 5AB'],
    ['M1 1AE', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
    ['EC1A 1BB', 'EC1A 1BB'],
    ['gir0aa', 'GIR 0AA'],
  ])('%s -> %s', (input, expected) => expect(normalisePostcode(input)).toBe(expected));

  it.each([
    [''],
    ['   '],
    ['LS11'],
    ['LS11 5A'],
    ['LS11 5ABC'],
    ['1S11 5AB'],
    ['LS11 ABB'],
    ['LS11 5CI'], // C, I, K, M, O, V never appear in the unit letters
    ['ABC1 5AB'],
    ['LS11-5AB'],
    ['<script>'],
  ])('%s is not a postcode', (input) => expect(normalisePostcode(input)).toBeNull());

  it('rejects non-strings', () => {
    expect(normalisePostcode(undefined)).toBeNull();
    expect(normalisePostcode(null)).toBeNull();
  });
});

describe('postcode helpers', () => {
  it('validates', () => {
    expect(isValidPostcode('ls11 5ab')).toBe(true);
    expect(isValidPostcode('nope')).toBe(false);
  });
  it.each([
    ['LS11 5AB', 'LS11'],
    ['m11ae', 'M1'],
    ['EC1A1BB', 'EC1A'],
    ['bad', null],
  ])('district of %s is %s', (input, expected) => expect(postcodeDistrict(input)).toBe(expected));
  it.each([
    ['ls11', 'LS11'],
    [' EC1A ', 'EC1A'],
    ['LS11 5AB', null],
    ['11', null],
  ])('outward code %s -> %s', (input, expected) => expect(normaliseOutwardCode(input)).toBe(expected));
  it('compares postcodes ignoring case and spacing', () => {
    expect(samePostcode('ls11 5ab', 'LS115AB')).toBe(true);
    expect(samePostcode('LS11 5AB', 'LS11 5AD')).toBe(false);
    expect(samePostcode('bad', 'bad')).toBe(false);
  });
});
