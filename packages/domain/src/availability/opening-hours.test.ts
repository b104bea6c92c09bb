import { describe, expect, it } from 'vitest';
import { midnightHours, tradeCounterHours } from './availability-fixtures';
import { hoursOn, lastCollectionMinute, type OpeningDay } from './opening-hours';
import { toUkMoment } from './uk-time';

const dayOf = (iso: string) => toUkMoment(new Date(iso)).day;
const monday = dayOf('2026-03-02T12:00:00Z');
const saturday = dayOf('2026-03-07T12:00:00Z');
const sunday = dayOf('2026-03-08T12:00:00Z');

describe('hoursOn (spec 3 §9 midnight defaults)', () => {
  it.each<[string, OpeningDay[], number, { opens: number; closes: number } | null]>([
    ['a stored weekday', tradeCounterHours, monday, { opens: 450, closes: 1020 }],
    ['a stored Saturday', tradeCounterHours, saturday, { opens: 480, closes: 720 }],
    ['closed Sunday (no times)', tradeCounterHours, sunday, null],
    ['midnight on a weekday: 8 to 20', midnightHours, monday, { opens: 480, closes: 1200 }],
    ['midnight on a Saturday: 11 to 20', midnightHours, saturday, { opens: 660, closes: 1200 }],
    ['midnight on a Sunday: 11 to 20', midnightHours, sunday, { opens: 660, closes: 1200 }],
    ['only the opening is midnight', [{ weekday: 1, opensAtMinute: 0, closesAtMinute: 1020 }], monday, { opens: 480, closes: 1020 }],
    ['only the closing is midnight', [{ weekday: 1, opensAtMinute: 420, closesAtMinute: 0 }], monday, { opens: 420, closes: 1200 }],
    ['no row for the day', [], monday, null],
    ['closing before opening is closed', [{ weekday: 1, opensAtMinute: 600, closesAtMinute: 540 }], monday, null],
  ])('%s', (_name, hours, day, expected) => expect(hoursOn(hours, day)).toEqual(expected));
});

describe('lastCollectionMinute', () => {
  it('is closing on a weekday', () => expect(lastCollectionMinute({ opens: 450, closes: 1020 }, monday)).toBe(1020));
  it('is noon on a Saturday (spec 3 §4.1)', () => expect(lastCollectionMinute({ opens: 480, closes: 1020 }, saturday)).toBe(720));
  it('is closing on a Saturday that closes before noon', () => expect(lastCollectionMinute({ opens: 480, closes: 660 }, saturday)).toBe(660));
  it('is closing on a Sunday', () => expect(lastCollectionMinute({ opens: 660, closes: 1200 }, sunday)).toBe(1200));
});
