import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL a throw-away
 * PostgreSQL database sf_test_<random> created through that server and dropped again by close().
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const throwaway = await createThrowawayDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: throwaway.url });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await throwaway.drop();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await throwaway.drop();
    },
  };
}

/** An empty PostgreSQL database sf_test_<random> on the server of `adminUrl`: its URL, and drop() to delete it. */
export async function createThrowawayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await dropDatabase(adminUrl, name)) };
}

/**
 * A database that outlives its connections, to test a restart: PGlite in a temporary folder by default, a
 * throw-away PostgreSQL database with TEST_DATABASE_URL. `open()` connects (and migrates) anew each time; close each
 * handle before opening the next (PGlite holds its folder); `dispose()` deletes the database.
 */
export async function createRestartableTestDatabase(): Promise<{ open(): Promise<DatabaseHandle>; dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'sf-test-'));
    return {
      open: () => openMigrated({ dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const throwaway = await createThrowawayDatabase(adminUrl);
  return { open: () => openMigrated({ databaseUrl: throwaway.url }), dispose: throwaway.drop };
}

async function openMigrated(options: { dataDir?: string; databaseUrl?: string }): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  await handle.migrate();
  return handle;
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const dropDatabase = (adminUrl: string, name: string) =>
  withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
