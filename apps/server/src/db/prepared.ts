import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Executor } from './client';
import { genericPlanPoolOf } from './generic-plan-pools';
import { renderSql } from './render-sql';

/** A fixed SQL text with $1…$n placeholders, named so PostgreSQL can keep its plan per connection. */
export interface PreparedStatement {
  name: string;
  text: string;
}


/**
 * Runs a hot, fixed query as a named prepared statement on PostgreSQL, where planning a query with sub-selects
 * costs more than running it (decision 007 has the figures). PGlite runs
 * the same text with parameters; inside a transaction (no pool to name it on) it goes through drizzle.
 */
export async function preparedRows<T>(db: Executor, statement: PreparedStatement, values: unknown[]): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = genericPlanPoolOf(client);
    return (await pool.query({ name: statement.name, text: statement.text, values })).rows as T[];
  }
  if (client instanceof PGlite) return (await client.query<T>(statement.text, values)).rows;
  const result = (await db.execute(withParameters(statement.text, values))) as unknown as { rows: T[] };
  return result.rows;
}

/** '… $1 … $2' with values → drizzle SQL with bound parameters. */
function withParameters(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
    sql``,
  );
}

/**
 * Runs a drizzle query as a named prepared statement named after its text, for a hot query whose text takes a
 * handful of shapes (the values are parameters): each connection plans a shape once (a generic plan, see
 * db/client.ts) and reuses it. Only for shapes whose best plan does not depend on the values.
 */
export function preparedSqlRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const { sql: text, params } = renderSql(query);
  const name = `sql-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return preparedRows<T>(db, { name, text }, params);
}
