import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';
import { openTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The session settings every PostgreSQL connection opens with (postgres-pool.ts settingsFor; PGlite has one session). */
describe('PostgreSQL session settings', () => {
  it('no JIT and no parallel workers: many short statements at once, not one long one', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    const [settings] = await rowsOf<{ jit: string; workers: string }>(
      database.db,
      sql`SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers`,
    );
    expect(settings).toEqual({ jit: 'off', workers: '0' });
  });
});
