import { describe, expect, it } from 'vitest';
import { fromUkMoment, toUkMoment, wallClockMs, weekdayOf } from './uk-time';

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

describe('wallClockMs (the UK offset read once per UTC hour)', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  const byIntl = (ms: number) => {
    const p = Object.fromEntries(intl.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  };

  it('reads what Intl reads on each side of every clock change from 1972 to 2040, to the minute', () => {
    const instants: number[] = [];
    for (let year = 1972; year <= 2040; year++)
      for (const month of [2, 9])
        for (let day = 24; day <= 31; day++)
          for (const minute of [-61, -1, 0, 1, 59, 60, 61]) instants.push(Date.UTC(year, month, day, 1, minute, 30, 250));
    for (const ms of instants) expect(wallClockMs(ms)).toBe(byIntl(ms));
  });

  it('reads what Intl reads at 5,000 instants drawn with a fixed seed, seconds and milliseconds included', () => {
    let state = 20261128;
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let k = 0; k < 5000; k++) {
      const ms = Math.floor(Date.UTC(1960, 0, 1) + next() * (Date.UTC(2060, 0, 1) - Date.UTC(1960, 0, 1)));
      expect(wallClockMs(ms)).toBe(byIntl(ms));
    }
  });
});
