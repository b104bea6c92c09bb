import { describe, expect, it } from 'vitest';
import {
  descriptionInitialLength,
  displayDescription,
  nextDescriptionLength,
  requestedProductDescriptionLength,
  truncateDescription,
  truncateRelatedDescription,
} from './description';

describe('displayDescription (spec 2 §5)', () => {
  it.each([
    ['Diverter valve assembly 87161', 'Diverter valve assembly'],
    ['Diverter valve assembly 0020012345', 'Diverter valve assembly'],
    ['Pump head 12345 ', 'Pump head'],
    ['Fan12345', 'Fan'],
    ['Pump head 1234', 'Pump head 1234'],
    ['15mm isolating valve', '15mm isolating valve'],
    ['Valve 12345 67', 'Valve 12345 67'],
    ['123456', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(displayDescription(input)).toBe(expected));
});

describe('truncateDescription (spec 2 §9)', () => {
  it.each([
    ['abcdef', 3, { text: 'abc', truncated: true }],
    ['abc', 3, { text: 'abc', truncated: false }],
    ['abc', 10, { text: 'abc', truncated: false }],
    ['abc', 0, { text: '', truncated: true }],
    ['abc', -2, { text: '', truncated: true }],
    ['a😀b', 2, { text: 'a😀', truncated: true }],
  ] as const)('%j at %d', (text, limit, expected) => expect(truncateDescription(text, limit)).toEqual(expected));

  it('starts at 1000 and grows by 5 per click', () => {
    const long = 'x'.repeat(1012);
    let limit = descriptionInitialLength;
    expect(truncateDescription(long, limit).text).toHaveLength(1000);
    limit = nextDescriptionLength(limit);
    expect(truncateDescription(long, limit).text).toHaveLength(1005);
    limit = nextDescriptionLength(nextDescriptionLength(limit));
    expect(truncateDescription(long, limit)).toEqual({ text: long, truncated: false });
  });

  it('requested-products cards start at 30; related descriptions are cleaned then cut at 70', () => {
    expect(truncateDescription('y'.repeat(40), requestedProductDescriptionLength).text).toHaveLength(30);
    expect(truncateRelatedDescription(`${'z'.repeat(80)} 123456`)).toEqual({ text: 'z'.repeat(70), truncated: true });
    expect(truncateRelatedDescription('Short 99999')).toEqual({ text: 'Short', truncated: false });
  });
});
