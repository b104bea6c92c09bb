import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { createPostgresPool, defaultPoolSize } from './postgres-pool';

// No connection is opened: a pool connects on its first checkout.
const url = 'postgres://nobody@127.0.0.1:1/none';

describe('PostgreSQL pool size (decision 016)', () => {
  it('opens at most defaultPoolSize connections per pool unless told otherwise, with or without limits', () => {
    const limits = loadConfig({}).databaseLimits;
    const pools = [createPostgresPool(url), createPostgresPool(url, { limits }), createPostgresPool(url, { genericPlans: true })];
    expect(pools.map((pool) => pool.options.max)).toEqual([defaultPoolSize, defaultPoolSize, defaultPoolSize]);
    expect(createPostgresPool(url, { limits, poolSize: 7 }).options.max).toBe(7);
    expect(createPostgresPool(url, { poolSize: 5 }).options.max).toBe(5);
  });

  it('is set by DB_POOL_SIZE, at least 2 (a search runs two statements at once)', () => {
    expect(loadConfig({}).databasePoolSize).toBe(defaultPoolSize);
    expect(loadConfig({ DB_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    expect(() => loadConfig({ DB_POOL_SIZE: '1' })).toThrow(/DB_POOL_SIZE/);
  });
});
