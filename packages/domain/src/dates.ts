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
  const parts = Object.fromEntries(dayDateParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${ordinal(Number(parts.day))} ${parts.month}`;
}
