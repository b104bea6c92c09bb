import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../db/client';
import { createThrowawayDatabase } from '../test-database';
import type { RunSql } from './basket-invariants';

/** A database for a server child process of the crash suites, readable while that server is down. */
export interface ServerDatabase {
  /** What the server is started with: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite). */
  env: Record<string, string>;
  /** Reads the database between a kill and the restart (the server is down; PGlite's folder is free). */
  inspect<T>(look: (run: RunSql) => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

/** A throw-away PostgreSQL database when `adminUrl` is given (TEST_DATABASE_URL), else PGlite in a temporary folder. */
export async function createServerDatabase(adminUrl: string | undefined, folderPrefix: string): Promise<ServerDatabase> {
  if (adminUrl) {
    const throwaway = await createThrowawayDatabase(adminUrl);
    return {
      env: { DATABASE_URL: throwaway.url },
      cleanup: throwaway.drop,
      async inspect(look) {
        const client = new pg.Client({ connectionString: throwaway.url });
        await client.connect();
        try {
          return await look((text, values) => client.query(text, values));
        } finally {
          await client.end();
        }
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), folderPrefix));
  return {
    env: { DATA_DIR: dataDir },
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
    async inspect(look) {
      const handle = await openDatabase({ dataDir });
      try {
        return await look(handle.executeSql);
      } finally {
        await handle.close();
      }
    },
  };
}
