/**
 * npm run seed -- --scale demo|mini|full [--seed N] [--reset]
 *
 * Seeds the database named by the environment (DATABASE_URL, else the PGlite folder DATA_DIR). Without --reset it
 * refuses to seed a database that already holds a world. --reset empties it first: on PostgreSQL it drops and recreates
 * the public and drizzle schemas, on PGlite it deletes the folder. The full scale (1.6M products) is meant for
 * PostgreSQL, where rows stream in through COPY; see bench/seed-full.bench.ts.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../../config/env';
import { openDatabase, type DatabaseHandle } from '../client';
import { organisations } from '../schema/index';
import type { SeedScale } from './scales';
import { seedDemoWorld } from './seed-demo-world';

const scales: readonly SeedScale[] = ['mini', 'demo', 'full'];

export async function runSeedCli(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { scale: { type: 'string', default: 'demo' }, seed: { type: 'string' }, reset: { type: 'boolean', default: false } } });
  const scale = values.scale as SeedScale;
  if (!scales.includes(scale)) throw new Error(`--scale must be one of ${scales.join(', ')}`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const config = loadConfig(env);
  const target = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
  if (values.reset && !config.databaseUrl && config.dataDir) await rm(config.dataDir, { recursive: true, force: true });
  const database = await openDatabase(config);
  try {
    if (values.reset && config.databaseUrl) await resetPostgres(database);
    await database.migrate();
    const [existing] = await database.db.select({ n: count() }).from(organisations);
    if ((existing?.n ?? 0) > 0) throw new Error(`${target} already holds a world; run with --reset to replace it`);
    if (scale === 'full' && database.kind === 'pglite') console.warn('seed: the full scale on PGlite is slow and memory hungry; PostgreSQL is recommended');
    console.log(`seed: ${scale} world into ${target}${seed === undefined ? '' : ` with seed ${seed}`}`);
    const report = await seedDemoWorld(database.db, { scale, seed, log: console.log });
    const width = Math.max(...Object.keys(report.rows).map((t) => t.length));
    for (const [table, rows] of Object.entries(report.rows)) console.log(`  ${table.padEnd(width)} ${rows.toLocaleString('en-GB').padStart(12)}`);
    console.log(`seed: done in ${(report.durationMs / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

async function resetPostgres(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (invokedDirectly) {
  runSeedCli(process.argv.slice(2), process.env).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
