import type pg from 'pg';

/**
 * Which pool each PostgreSQL pool sends its named statements to: connections that plan them generically
 * (plan_cache_mode = force_generic_plan, decision 007). Registered by db/client.ts, read by db/prepared.ts; kept apart
 * so neither imports the other.
 */
const genericPlanPools = new WeakMap<pg.Pool, pg.Pool>();

export function registerGenericPlanPool(pool: pg.Pool, generic: pg.Pool): void {
  genericPlanPools.set(pool, generic);
}

/** The pool for named statements of `pool` (itself when none is registered, e.g. a test's own pool). */
export const genericPlanPoolOf = (pool: pg.Pool): pg.Pool => genericPlanPools.get(pool) ?? pool;
