import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { preparedRows, type PreparedStatement } from './prepared';
import { openTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const statement: PreparedStatement = {
  name: 'prepared-test',
  text: `SELECT x, $2::text AS label FROM unnest($1::int[]) AS x WHERE x > $3 ORDER BY x`,
};

describe('preparedRows', () => {
  it('binds an array, text and a number, and runs again under the same name', async () => {
    expect(await preparedRows(database.db, statement, [[3, 1, 2], 'a', 1])).toEqual([{ x: 2, label: 'a' }, { x: 3, label: 'a' }]);
    expect(await preparedRows(database.db, statement, [[5, 4], 'b', 0])).toEqual([{ x: 4, label: 'b' }, { x: 5, label: 'b' }]);
  });

  it('runs inside a transaction, through drizzle, with the same answers', async () => {
    const rows = await database.db.transaction((tx) => preparedRows(tx, statement, [[3, 1, 2], 'a', 1]));
    expect(rows).toEqual([{ x: 2, label: 'a' }, { x: 3, label: 'a' }]);
  });

  it('an empty array finds nothing', async () => {
    expect(await preparedRows(database.db, statement, [[], 'a', 0])).toEqual([]);
  });
});
