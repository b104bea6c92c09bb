import type { DateInput } from '../dates';

/** spec 1 §9: order dates read 'DD MMM YYYY at HH:mm', with the full month name for June and July. UK wall clock. */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Three-letter months, except June and July which the spec writes in full. */
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '05 Mar 2026 at 14:05', '12 June 2026 at 09:30'; an unreadable value gives ''. */
export function formatOrderDateTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.day} ${monthNames[Number(p.month) - 1]} ${p.year} at ${p.hour}:${p.minute}`;
}
