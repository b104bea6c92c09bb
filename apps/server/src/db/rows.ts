import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** drizzle's execute() answers { rows } on both node-postgres and PGlite. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
