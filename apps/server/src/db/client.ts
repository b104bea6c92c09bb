import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPostgresPool, type PostgresLimits } from './postgres-pool';
import { registerGenericPlanPool } from './generic-plan-pools';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own statements (pg-boss, decision 009), on the same connection(s) as
   * Drizzle. Without values the text may hold several statements (pg-boss sends `BEGIN; …; COMMIT`).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite folder on disk; undefined = in memory (tests). */
  dataDir?: string;
  /**
   * PostgreSQL only: answer within seconds when the server cannot be reached (postgres-pool.ts, decision 013).
   * The serving app sets them; migrations, seeding and CLI tools leave them out (a big COPY may take minutes).
   */
  limits?: PostgresLimits;
  /** PostgreSQL only: connections per pool (postgres-pool.ts defaultPoolSize when left out; config DB_POOL_SIZE). */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { limits: options.limits, poolSize: options.poolSize });
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      // PGlite's query() takes one statement; exec() runs several (the simple protocol) and answers each one's rows.
      try {
        return (await client.exec(text)).at(-1) ?? { rows: [] };
      } catch (error) {
        // A failed BEGIN … COMMIT script leaves its transaction open and aborted on the one connection: end it.
        // (Another caller may run between the two calls and fail once; pg-boss's scripts only fail on a bug here.)
        if (/^\s*BEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

async function openPostgres(connectionString: string, pooling: { limits?: PostgresLimits; poolSize?: number }): Promise<DatabaseHandle> {
  // The pool reconnects on demand, so a PostgreSQL restart costs the in-flight queries only (postgres-pool.ts).
  // Generic plans only for the named prepared statements (db/prepared.ts, decision 007): they run on a pool of their
  // own whose connections set plan_cache_mode = force_generic_plan. The setting applies to every parameterised
  // statement a connection receives, named or not, so on the main pool it forced generic plans on the search's
  // unnamed statements too, where a plan that ignores the values can filter every sampled row instead of using the
  // text index (865 ms instead of 1-4 ms for one such count; issue #13).
  const pool = createPostgresPool(connectionString, pooling);
  const genericPool = createPostgresPool(connectionString, { ...pooling, genericPlans: true });
  registerGenericPlanPool(pool, genericPool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePg(drizzlePg(pool), { migrationsFolder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([pool.end(), genericPool.end()]);
    },
    executeSql: async (text, values) => {
      if (values?.length) return pool.query(text, values);
      // Several statements on one connection, rolled back there if they fail: a connection left in an aborted
      // transaction must never go back to the pool (every later query on it would fail).
      const connection = await pool.connect();
      try {
        const result: pg.QueryResult | pg.QueryResult[] = await connection.query(text);
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}
