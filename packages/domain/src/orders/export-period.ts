import { fromUkMoment, toUkMoment } from '../availability/uk-time';

const msPerDay = 86_400_000;

/** spec 1 §5: export dates are dd/MM/yyyy. A real calendar day, else null. */
export function parseExportDate(text: string): { day: number } | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match.map(Number) as [number, number, number, number];
  const utc = Date.UTC(yyyy, mm - 1, dd);
  const date = new Date(utc);
  if (date.getUTCFullYear() !== yyyy || date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) return null;
  return { day: utc / msPerDay };
}

/** How long a period one export may cover (ours: a year of invoices is one download). */
export const exportMaxDays = 366;

/**
 * The UK days from `from` to `to` inclusive as instants [start, end): midnight UK time at the start of `from` to
 * midnight after `to`. Null with the reason when the dates do not make a period.
 */
export function exportPeriod(from: string, to: string): { start: Date; end: Date } | { error: 'from' | 'to' | 'order' | 'length' } {
  const first = parseExportDate(from);
  if (!first) return { error: 'from' };
  const last = parseExportDate(to);
  if (!last) return { error: 'to' };
  if (last.day < first.day) return { error: 'order' };
  if (last.day - first.day + 1 > exportMaxDays) return { error: 'length' };
  return { start: fromUkMoment({ day: first.day, minute: 0 }), end: fromUkMoment({ day: last.day + 1, minute: 0 }) };
}

/** How long an export's download link works (ours; documented in the README): 7 days. */
export const exportValidityDays = 7;

const isoDay = (day: number): string => new Date(day * msPerDay).toISOString().slice(0, 10);

/**
 * The dates an export's files are named by: the trader's chosen UK days, not the UTC dates of the stored instants
 * (a BST midnight is 23:00 UTC the day before). `end` is exclusive (midnight after the last day), as exportPeriod gives.
 * '2026-10-01-to-2026-11-27', or one date when the export covers one day.
 */
export function exportFileDates(period: { start: Date; end: Date }): string {
  const first = toUkMoment(period.start).day;
  const last = toUkMoment(new Date(period.end.getTime() - 1)).day;
  return last === first ? isoDay(first) : `${isoDay(first)}-to-${isoDay(last)}`;
}
