const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * spec 2 §9: a saved item's date as 'D Month YYYY at H:M' in UTC, e.g. '3 June 2025 at 9:05'. Day and hour are
 * unpadded as the spec writes them; minutes get two digits, since '9:5' would read as five past nine wrongly.
 */
export function formatSavedItemDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} at ${date.getUTCHours()}:${minutes}`;
}
