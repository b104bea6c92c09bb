/**
 * PostgreSQL's printed form of a search's tsqueries (decision 017: stemming stays PostgreSQL's), remembered per text:
 * stemming does not change with the catalogue, so a term searched again costs no statement. Bounded; the oldest
 * printed text is forgotten first.
 */
export interface TsQueryPrinter {
  /** to_tsquery('english', text)::text */
  printed(tsQueryText: string): Promise<string>;
  /** phraseto_tsquery('english', words)::text */
  printedPhrase(words: string): Promise<string>;
}

export function createTsQueryPrinter(print: (kind: 'query' | 'phrase', text: string) => Promise<string>, maxEntries = 10_000): TsQueryPrinter {
  const printed = new Map<string, Promise<string>>();
  function remembered(kind: 'query' | 'phrase', text: string): Promise<string> {
    const key = `${kind}:${text}`;
    const hit = printed.get(key);
    if (hit) return hit;
    const pending = print(kind, text);
    printed.set(key, pending);
    pending.catch(() => printed.delete(key));
    if (printed.size > maxEntries) printed.delete(printed.keys().next().value as string);
    return pending;
  }
  return {
    printed: (text) => remembered('query', text),
    printedPhrase: (words) => remembered('phrase', words),
  };
}
