/**
 * Every date and time a page or document shows is written here, one formatter per purpose, each in the form the
 * spec fixes for it:
 * - the buying journey (availability, checkout, confirmation, notifications: spec 3 §9): 'Tue 3rd Jun', '14:30';
 * - orders (history, details, credit notes, exports: spec 1 §9): '05 Mar 2026 at 14:05';
 * - lists and saved items (spec 2 §9): '3 June 2025', '3 June 2025 at 9:05'.
 */

import { wallClockMs } from './availability/uk-time';

/** What a database driver hands back for a timestamp: a Date (node-postgres, PGlite) or its text (raw SQL). */
export type DateInput = Date | string;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** A timestamp as the API sends it: ISO 8601 in UTC with milliseconds, '2026-03-01T10:05:00.000Z'. */
export const toIsoDateTime = (value: DateInput): string => toDate(value).toISOString();

/** The same for a column that may be empty: null stays null. */
export const toIsoDateTimeOrNull = (value: DateInput | null | undefined): string | null =>
  value === null || value === undefined ? null : toIsoDateTime(value);

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A day as the pages write it: 'D Month YYYY' in UTC, '3 June 2025' (spec 2 §9). UTC, never the browser's zone, so
 * every user sees the date the server recorded. An unreadable value gives ''.
 */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

const dayDateParts = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Europe/London' });

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/**
 * A slot's day as the availability page writes it: 'Tue 3rd Jun' (spec 3 §9), in the UK calendar (branch days are
 * UK days, whatever the browser's zone). An unreadable value gives ''.
 */
export function formatDayDate(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  // Every slot of a branch list falls on a handful of UK days: each day's text is written once (formatToParts is the
  // costly part of an availability answer).
  const ukDay = Math.floor(wallClockMs(date.getTime()) / msPerDay);
  let text = dayDateOfUkDay.get(ukDay);
  if (text === undefined) {
    const parts = Object.fromEntries(dayDateParts.formatToParts(date).map((part) => [part.type, part.value]));
    text = `${parts.weekday} ${ordinal(Number(parts.day))} ${parts.month}`;
    if (dayDateOfUkDay.size >= 3660) dayDateOfUkDay.clear();
    dayDateOfUkDay.set(ukDay, text);
  }
  return text;
}

const msPerDay = 86_400_000;
/** formatDayDate's texts by UK day (days since 1970-01-01), at most ten years of them. */
const dayDateOfUkDay = new Map<number, string>();

const ukTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A time of day on the UK wall clock, 24-hour: '14:30', '09:05'. An unreadable value gives ''. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : ukTime.format(date);
}

/** spec 1 §9: order dates read 'DD MMM YYYY at HH:mm', with the full month name for June and July. UK wall clock. */
const orderDateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Three-letter months, except June and July which the spec writes in full. */
const orderMonthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '05 Mar 2026 at 14:05', '12 June 2026 at 09:30'; an unreadable value gives ''. */
export function formatOrderDateTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(orderDateParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.day} ${orderMonthNames[Number(p.month) - 1]} ${p.year} at ${p.hour}:${p.minute}`;
}

/**
 * spec 2 §9: a saved item's date as 'D Month YYYY at H:M' in UTC, e.g. '3 June 2025 at 9:05'. Day and hour are
 * unpadded as the spec writes them; minutes get two digits, since '9:5' would read as five past nine wrongly.
 */
export function formatSavedItemDate(value: DateInput): string {
  const day = formatLongDate(value);
  if (!day) return '';
  const date = toDate(value);
  return `${day} at ${date.getUTCHours()}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
}
