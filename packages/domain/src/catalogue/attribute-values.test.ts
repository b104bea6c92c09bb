import { describe, expect, it } from 'vitest';
import { normaliseAttributes, normaliseAttributeValue } from './attribute-values';

describe('normaliseAttributeValue: one spelling per filter value', () => {
  it.each([
    ['full bore', 'Full bore'],
    ['Full bore', 'Full bore'],
    ['Lever handle', 'Lever handle'],
    ['mid-position', 'Mid-position'],
    ['WRAS approved', 'WRAS approved'],
    ['15mm', '15mm'],
    ['1/2"', '1/2"'],
    ['PE-RT', 'PE-RT'],
    ['  with   actuator ', 'With actuator'],
    ['pack of 10', 'Pack of 10'],
    ['45°', '45°'],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(normaliseAttributeValue(input)).toBe(expected));

  it('is idempotent', () => {
    for (const value of ['full bore', 'blue handle', '2-wire', 'Caldera']) {
      expect(normaliseAttributeValue(normaliseAttributeValue(value))).toBe(normaliseAttributeValue(value));
    }
  });
});

describe('normaliseAttributes', () => {
  it('normalises values and drops empty ones', () => {
    expect(normaliseAttributes([['Type', 'full bore'], ['Brand', ' '], ['Size', '15mm']])).toEqual([['Type', 'Full bore'], ['Size', '15mm']]);
  });
});
