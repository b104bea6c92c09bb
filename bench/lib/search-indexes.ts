import { readFile } from 'node:fs/promises';
import type pg from 'pg';

const migration = new URL('../../apps/server/src/db/migrations/0002_search_indexes.sql', import.meta.url);

/**
 * The search indexes of migration 0002, read from the migration itself. A bulk load into tables that already carry
 * GIN / trigram indexes updates them row by row and is many times slower than building them afterwards, so the
 * benchmark drops them before the full-scale COPY and creates them again after it (and reports both times).
 */
export async function searchIndexStatements(): Promise<{ name: string; create: string }[]> {
  const text = await readFile(migration, 'utf8');
  return [...text.matchAll(/CREATE INDEX "([^"]+)"[^;]*;/g)].map((match) => ({ name: match[1] as string, create: match[0] }));
}

export async function dropSearchIndexes(client: pg.Pool) {
  for (const { name } of await searchIndexStatements()) await client.query(`DROP INDEX IF EXISTS "${name}"`);
}

export async function createSearchIndexes(client: pg.Pool) {
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const { create } of await searchIndexStatements()) await client.query(create.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS'));
  await client.query('ANALYZE products');
}
