import { describe, expect, it } from 'vitest';
import { wholeMiles } from './fulfilment-option-names';

describe('wholeMiles (spec 3 §9: distance shown in whole miles)', () => {
  it.each([
    [0, '0 miles'],
    [0.4, '0 miles'],
    [0.5, '1 mile'],
    [1, '1 mile'],
    [1.49, '1 mile'],
    [1.5, '2 miles'],
    [3.2, '3 miles'],
    [169.6, '170 miles'],
  ])('%s miles reads "%s"', (miles, text) => expect(wholeMiles(miles)).toBe(text));
});
