import { inArray, sql } from 'drizzle-orm';
import type { CounterState } from '@sparesfinder/domain/throttle';
import type { Executor } from './client';
import { throttleCounters } from './schema/index';

/** The shared throttling counters (schema/platform.ts throttleCounters); the rules are domain throttle.ts. */
export function createThrottleCountersRepository(db: Executor) {
  const toState = (row: { count: number; windowStartedAt: Date | string; lastAt: Date | string }): CounterState => ({
    count: row.count,
    windowStartedAt: new Date(row.windowStartedAt),
    lastAt: new Date(row.lastAt),
  });

  return {
    async read(keys: readonly string[]): Promise<Map<string, CounterState>> {
      const rows = await db.select().from(throttleCounters).where(inArray(throttleCounters.key, [...keys]));
      return new Map(rows.map((row) => [row.key, toState(row)]));
    },

    /** Counts one event for each key, atomically; a window older than `windowSeconds` starts again at 1. */
    async hit(keys: readonly string[], now: Date, windowSeconds: number): Promise<CounterState[]> {
      if (keys.length === 0) return [];
      const windowStart = new Date(now.getTime() - windowSeconds * 1000);
      const rows = await db
        .insert(throttleCounters)
        .values(keys.map((key) => ({ key, count: 1, windowStartedAt: now, lastAt: now })))
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            count: sql`CASE WHEN ${throttleCounters.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${throttleCounters.count} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${throttleCounters.windowStartedAt} <= ${windowStart} THEN excluded.window_started_at ELSE ${throttleCounters.windowStartedAt} END`,
            lastAt: sql`excluded.last_at`,
          },
        })
        .returning();
      return rows.map(toState);
    },

    async clear(keys: readonly string[]): Promise<void> {
      if (keys.length > 0) await db.delete(throttleCounters).where(inArray(throttleCounters.key, [...keys]));
    },
  };
}
export type ThrottleCountersRepository = ReturnType<typeof createThrottleCountersRepository>;
