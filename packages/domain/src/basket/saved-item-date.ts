import { formatLongDate, type DateInput } from '../dates';

/**
 * spec 2 §9: a saved item's date as 'D Month YYYY at H:M' in UTC, e.g. '3 June 2025 at 9:05'. Day and hour are
 * unpadded as the spec writes them; minutes get two digits, since '9:5' would read as five past nine wrongly.
 */
export function formatSavedItemDate(value: DateInput): string {
  const day = formatLongDate(value);
  if (!day) return '';
  const date = new Date(value);
  return `${day} at ${date.getUTCHours()}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
}
