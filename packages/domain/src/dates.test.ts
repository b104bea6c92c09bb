import { describe, expect, it } from 'vitest';
import { formatDayDate, formatLongDate, formatOrderDateTime, formatSavedItemDate, formatTime, toIsoDateTime, toIsoDateTimeOrNull } from './dates';

describe('toIsoDateTime (the API\'s timestamps)', () => {
  it.each([
    [new Date(Date.UTC(2026, 2, 1, 10, 5)), '2026-03-01T10:05:00.000Z'],
    ['2026-03-01T10:05:00Z', '2026-03-01T10:05:00.000Z'],
    // What raw SQL hands back for timestamptz: the offset is kept, the answer is UTC.
    ['2026-03-01 11:05:00+01', '2026-03-01T10:05:00.000Z'],
  ])('%s → %s', (input, expected) => {
    expect(toIsoDateTime(input)).toBe(expected);
  });

  it('refuses an unreadable value rather than sending a wrong date', () => {
    expect(() => toIsoDateTime('not a date')).toThrow(RangeError);
  });

  it.each([
    [null, null],
    [undefined, null],
    [new Date(Date.UTC(2025, 5, 3)), '2025-06-03T00:00:00.000Z'],
  ])('OrNull: %s → %s', (input, expected) => {
    expect(toIsoDateTimeOrNull(input)).toBe(expected);
  });
});

describe("formatLongDate: 'D Month YYYY' in UTC (spec 2 §9)", () => {
  it.each([
    ['2025-06-03T09:05:00Z', '3 June 2025'],
    ['2025-12-31T23:59:59Z', '31 December 2025'],
    // 00:30 on 1 July in London is still 30 June in UTC: the date is UTC, never local.
    ['2025-06-30T23:30:00Z', '30 June 2025'],
    ['not a date', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(formatLongDate(new Date(Date.UTC(2024, 1, 29, 12, 7)))).toBe('29 February 2024');
  });
});

describe('formatDayDate (spec 3 §9 "Tue 3rd Jun")', () => {
  it.each([
    ['2025-06-03T09:30:00Z', 'Tue 3rd Jun'],
    ['2026-03-01T12:00:00Z', 'Sun 1st Mar'],
    ['2026-03-02T12:00:00Z', 'Mon 2nd Mar'],
    ['2026-03-11T12:00:00Z', 'Wed 11th Mar'],
    ['2026-03-12T12:00:00Z', 'Thu 12th Mar'],
    ['2026-03-13T12:00:00Z', 'Fri 13th Mar'],
    ['2026-03-21T12:00:00Z', 'Sat 21st Mar'],
    ['2026-03-22T12:00:00Z', 'Sun 22nd Mar'],
    ['2026-03-23T12:00:00Z', 'Mon 23rd Mar'],
    ['2026-03-31T12:00:00Z', 'Tue 31st Mar'],
    // 23:30 UTC in summer is already the next UK day.
    ['2026-06-02T23:30:00Z', 'Wed 3rd Jun'],
    ['not a date', ''],
  ])('%s → %s', (input, expected) => expect(formatDayDate(input)).toBe(expected));

  it('writes each instant its own UK day, asked in any order (the texts are kept per UK day)', () => {
    // Both sides of UK midnight in summer and in winter, and of both clock changes, asked twice each, back and forth.
    const cases: [string, string][] = [
      ['2026-06-02T22:59:59Z', 'Tue 2nd Jun'],
      ['2026-06-02T23:00:00Z', 'Wed 3rd Jun'],
      ['2026-12-02T23:59:59Z', 'Wed 2nd Dec'],
      ['2026-12-03T00:00:00Z', 'Thu 3rd Dec'],
      ['2026-03-28T23:59:00Z', 'Sat 28th Mar'],
      ['2026-03-29T00:00:00Z', 'Sun 29th Mar'],
      ['2026-03-29T22:59:00Z', 'Sun 29th Mar'],
      ['2026-03-29T23:00:00Z', 'Mon 30th Mar'],
      ['2026-10-24T22:59:00Z', 'Sat 24th Oct'],
      ['2026-10-24T23:00:00Z', 'Sun 25th Oct'],
      ['2026-10-25T23:59:00Z', 'Sun 25th Oct'],
      ['2026-10-26T00:00:00Z', 'Mon 26th Oct'],
    ];
    for (const [input, expected] of [...cases, ...cases.reverse()]) expect(formatDayDate(input)).toBe(expected);
  });
});

describe('formatOrderDateTime (spec 1 §9)', () => {
  it.each([
    ['winter: GMT, short month, padded day', '2026-03-05T14:05:00Z', '05 Mar 2026 at 14:05'],
    ['June in full, BST', '2026-06-12T08:30:00Z', '12 June 2026 at 09:30'],
    ['July in full', '2026-07-01T23:15:00Z', '02 July 2026 at 00:15'],
    ['September stays short', '2026-09-30T10:00:00Z', '30 Sep 2026 at 11:00'],
    ['December', '2026-12-24T17:45:00Z', '24 Dec 2026 at 17:45'],
    ['a Date object', new Date('2026-01-09T07:00:00Z'), '09 Jan 2026 at 07:00'],
    ['unreadable', 'not a date', ''],
    ['missing', null, ''],
  ])('%s', (_case, value, expected) => {
    expect(formatOrderDateTime(value)).toBe(expected);
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

describe("formatTime: 'HH:mm' on the UK wall clock", () => {
  it.each([
    ['2026-03-05T14:05:00Z', '14:05'],
    // BST: 08:30 UTC is 09:30 in London.
    ['2026-06-12T08:30:00Z', '09:30'],
    ['2026-12-31T23:59:00Z', '23:59'],
    ['not a date', ''],
  ])('%s → %s', (input, expected) => expect(formatTime(input)).toBe(expected));
});
