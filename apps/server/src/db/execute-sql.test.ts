import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '../test/test-database';

/** DatabaseHandle.executeSql: the raw path pg-boss uses (decision 009), on either driver. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('executeSql', () => {
  it('binds values, and runs several statements when there are none', async () => {
    expect((await database.executeSql('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
    const script = await database.executeSql('CREATE TEMP TABLE t (n int); INSERT INTO t VALUES (1), (2); SELECT count(*)::int AS n FROM t');
    expect(script.rows).toEqual([{ n: 2 }]);
  });

  it('rolls back a failed BEGIN … COMMIT script, leaving the connection usable', async () => {
    await expect(database.executeSql('BEGIN; CREATE TABLE half_done (n int); SELECT 1 / 0; COMMIT;')).rejects.toThrow(/division by zero/);
    // Every pooled connection (or PGlite's one) still answers, and nothing of the script stayed.
    const answers = await Promise.all(Array.from({ length: 12 }, () => database.executeSql("SELECT to_regclass('half_done') AS found")));
    expect(answers.map((answer) => answer.rows)).toEqual(Array.from({ length: 12 }, () => [{ found: null }]));
  });

  it('waits for an open Drizzle transaction instead of running inside it (PGlite has one connection)', async () => {
    const order: string[] = [];
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      order.push('transaction');
      await tx.execute(sql`SELECT 1`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const raw = database.executeSql('SELECT 1 AS n').then(() => order.push('raw'));
    await Promise.all([transaction, raw]);
    // On PostgreSQL the raw query takes another pooled connection and need not wait.
    if (database.kind === 'pglite') expect(order).toEqual(['transaction', 'raw']);
    else expect(order.sort()).toEqual(['raw', 'transaction']);
  });
});
