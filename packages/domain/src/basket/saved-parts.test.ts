import { describe, expect, it } from 'vitest';
import { splitSavedOrderLines } from './saved-parts';
import { formatSavedItemDate } from './saved-item-date';

describe('splitSavedOrderLines (spec 2 §4 saved parts order "Add to Basket")', () => {
  it.each([
    ['all priced', [4850, 120], 2, 0],
    ['obsolete lines are counted, not added', [4850, 0, 0], 1, 2],
    ['nothing priced', [0], 0, 1],
    ['empty order', [], 0, 0],
  ])('%s', (_name, prices, added, obsolete) => {
    const result = splitSavedOrderLines(prices.map((pricePence) => ({ pricePence })));
    expect(result.priced).toHaveLength(added);
    expect(result.obsoleteCount).toBe(obsolete);
  });
});

describe("formatSavedItemDate: 'D Month YYYY at H:M' in UTC (spec 2 §9)", () => {
  it.each([
    ['2025-06-03T09:05:00Z', '3 June 2025 at 9:05'],
    ['2025-12-31T23:59:59Z', '31 December 2025 at 23:59'],
    ['2026-01-01T00:00:00Z', '1 January 2026 at 0:00'],
    // 00:30 on 1 July in London is still 30 June in UTC: the date is UTC, never local.
    ['2025-06-30T23:30:00Z', '30 June 2025 at 23:30'],
    ['not a date', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatSavedItemDate(input)).toBe(expected);
  });
  it('accepts a Date', () => {
    expect(formatSavedItemDate(new Date(Date.UTC(2024, 1, 29, 12, 7)))).toBe('29 February 2024 at 12:07');
  });
});
