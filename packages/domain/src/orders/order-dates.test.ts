import { describe, expect, it } from 'vitest';
import { formatOrderDateTime } from './order-dates';

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
