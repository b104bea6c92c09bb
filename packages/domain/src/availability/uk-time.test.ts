import { describe, expect, it } from 'vitest';
import { fromUkMoment, toUkMoment, weekdayOf } from './uk-time';

describe('UK wall clock', () => {
  it.each([
    ['GMT winter morning', '2026-03-02T10:00:00.000Z', 10 * 60, 1],
    ['BST summer morning (UTC+1)', '2026-06-02T09:00:00.000Z', 10 * 60, 2],
    ['just before UK midnight in BST is still the same day', '2026-06-02T22:59:00.000Z', 23 * 60 + 59, 2],
    ['UTC 23:30 in BST is the next UK day', '2026-06-02T23:30:00.000Z', 30, 3],
    ['Sunday', '2026-03-08T12:00:00.000Z', 12 * 60, 0],
    ['Saturday', '2026-03-07T08:00:00.000Z', 8 * 60, 6],
  ])('%s', (_name, iso, minute, weekday) => {
    const moment = toUkMoment(new Date(iso));
    expect(moment.minute).toBe(minute);
    expect(weekdayOf(moment.day)).toBe(weekday);
    expect(fromUkMoment(moment).toISOString()).toBe(iso);
  });

  it.each([
    ['the morning after the clocks go forward (29 March 2026)', '2026-03-30T08:30:00.000Z', 9 * 60 + 30],
    ['the morning after the clocks go back (25 October 2026)', '2026-10-26T09:30:00.000Z', 9 * 60 + 30],
  ])('%s: 9:30 UK is the right instant', (_name, iso, minute) => {
    const { day } = toUkMoment(new Date(iso));
    expect(fromUkMoment({ day, minute }).toISOString()).toBe(iso);
  });
});
