import { toIsoDateTime } from '@sparesfinder/domain/dates';

/** Serialises one value for COPY's text format: \N is NULL; backslash, tab, newline and CR are escaped. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return toIsoDateTime(value);
  if (typeof value === 'object') return escapeText(JSON.stringify(value));
  return escapeText(String(value));
}

function escapeText(text: string): string {
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c) : text;
}

/** One COPY line (tab-separated, newline-terminated). */
export function copyLine(row: readonly unknown[]): string {
  let line = '';
  for (let i = 0; i < row.length; i++) line += (i === 0 ? '' : '\t') + copyValue(row[i]);
  return line + '\n';
}

/** A SQL literal for the INSERT fallback. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? toIsoDateTime(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}
