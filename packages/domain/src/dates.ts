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
