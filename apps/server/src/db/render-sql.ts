import { Name, Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A query as PostgreSQL text ($1…$n) and its parameters. */
export interface RenderedSql {
  sql: string;
  params: unknown[];
}

/**
 * A drizzle query as PostgreSQL text ($1…$n) and its parameters, as drizzle's dialect renders it. Queries built only
 * of sql`` text, nested sql``, sql.identifier, sql.param and plain values (the search statements) are walked
 * directly: drizzle's renderer asks every chunk, through a prototype walk, which of a dozen kinds it is, and that
 * took 0.22 of the 0.33 ms of building a lookup's statement on every search (issue #13; 0.04 walked directly).
 * Anything else (tables, columns, placeholders, arrays spread into a list, inlined or encoded values) is left to
 * drizzle; render-sql.test.ts holds the text to drizzle's for every search statement shape.
 */
export function renderSql(query: SQL): RenderedSql {
  const quick = quickRender(query);
  if (quick) return quick;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
}

function quickRender(query: SQL): RenderedSql | undefined {
  const text: string[] = [];
  const params: unknown[] = [];
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text.push(chunk.value.join(''));
      else if (chunk instanceof Name) text.push(dialect.escapeName(chunk.value));
      else if (chunk instanceof SQL) {
        if (inlinesParams(chunk) || !walk(chunk.queryChunks)) return false;
      } else if (chunk instanceof Param) {
        // Only plain values: a column's encoder may map the value (even to SQL); a placeholder is bound later.
        if (chunk.encoder !== noEncoder || chunk.value instanceof Placeholder || chunk.value instanceof SQL) return false;
        text.push(`$${params.push(chunk.value)}`);
      } else if (chunk === undefined) continue;
      else if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function')) text.push(`$${params.push(chunk)}`);
      else return false;
    }
    return true;
  };
  return !inlinesParams(query) && walk(query.queryChunks) ? { sql: text.join(''), params } : undefined;
}

/** Whether `.inlineParams()` asked for values written into the text (a private flag of drizzle's SQL). */
const inlinesParams = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** The encoder sql.param gives a value of its own (drizzle's noopEncoder: the value as it is). */
const noEncoder = new Param(0).encoder;
