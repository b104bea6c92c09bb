import { readFile } from 'node:fs/promises';
import type pg from 'pg';

const migrations = ['0002_search_indexes.sql', '0005_product_search_table.sql', '0006_search_attribute_values.sql', '0008_part_number_grams.sql', '0009_product_search_manufacturer.sql'].map((name) => new URL(`../../apps/server/src/db/migrations/${name}`, import.meta.url));

/**
 * The search indexes of migrations 0002, 0005, 0006, 0008 and 0009 (the narrow product_search table the seed fills after its COPY),
 * read from the migrations themselves. A bulk load into tables that already carry
 * GIN / trigram indexes updates them row by row and is many times slower than building them afterwards, so the
 * benchmark drops them before the full-scale COPY and creates them again after it (and reports both times).
 */
export async function searchIndexStatements(): Promise<{ name: string; create: string }[]> {
  const text = (await Promise.all(migrations.map((url) => readFile(url, 'utf8')))).join('\n');
  // A later migration may drop and re-create an index: the last definition of each name wins.
  const byName = new Map([...text.matchAll(/CREATE INDEX "([^"]+)"[^;]*;/g)].map((match) => [match[1] as string, match[0]]));
  return [...byName].map(([name, create]) => ({ name, create }));
}

export async function dropSearchIndexes(client: pg.Pool) {
  for (const { name } of await searchIndexStatements()) await client.query(`DROP INDEX IF EXISTS "${name}"`);
}

export async function createSearchIndexes(client: pg.Pool) {
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const { create } of await searchIndexStatements()) await client.query(create.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS'));
  await client.query('ANALYZE products');
  await client.query('ANALYZE product_search');
}
