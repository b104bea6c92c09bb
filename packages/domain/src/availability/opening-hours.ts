import { weekdayOf } from './uk-time';

/** One weekday's hours as stored: minutes since midnight, null = closed that day (0 = Sunday). */
export interface OpeningDay {
  weekday: number;
  opensAtMinute: number | null;
  closesAtMinute: number | null;
}

export interface Hours {
  opens: number;
  closes: number;
}

export const saturday = 6;
export const sunday = 0;
/** spec 3 §4.1: same-day collection on a Saturday only before noon. */
export const saturdayCollectionEndMinute = 12 * 60;

const isWeekend = (weekday: number) => weekday === saturday || weekday === sunday;

/**
 * A day's effective hours. spec 3 §9: a time of midnight means the default: open at 8 on weekdays or 11 at weekends,
 * close at 20. A day without a row, or with no times, is closed.
 */
export function hoursOn(openingHours: readonly OpeningDay[], day: number): Hours | null {
  const weekday = weekdayOf(day);
  const row = openingHours.find((entry) => entry.weekday === weekday);
  if (!row || row.opensAtMinute === null || row.closesAtMinute === null) return null;
  const opens = row.opensAtMinute === 0 ? (isWeekend(weekday) ? 11 * 60 : 8 * 60) : row.opensAtMinute;
  const closes = row.closesAtMinute === 0 ? 20 * 60 : row.closesAtMinute;
  return closes > opens ? { opens, closes } : null;
}

/** The last minute a collection may start on that day: closing, or noon on a Saturday. */
export function lastCollectionMinute(hours: Hours, day: number): number {
  return weekdayOf(day) === saturday ? Math.min(hours.closes, saturdayCollectionEndMinute) : hours.closes;
}

/** How far ahead we look for an open day: a branch closed for two weeks has no slot. */
export const searchHorizonDays = 14;

/** The first day after `day` (exclusive) for which `accept` holds, within the horizon. */
export function nextDayWhere(day: number, accept: (candidate: number) => boolean): number | null {
  for (let candidate = day + 1; candidate <= day + searchHorizonDays; candidate++) if (accept(candidate)) return candidate;
  return null;
}
