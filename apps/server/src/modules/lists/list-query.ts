import { ilike, or, type SQL, type Column } from 'drizzle-orm';

/** '%text%' for ILIKE with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** searchText matches any of the columns (case-insensitive, anywhere in the text); no text = no condition. */
export function matchesText(text: string | undefined, columns: readonly Column[]): SQL | undefined {
  if (!text) return undefined;
  return or(...columns.map((column) => ilike(column, containsPattern(text))));
}
