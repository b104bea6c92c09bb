import type { Clock } from '../../lib/clock';

/**
 * Fixed-window counter of sign-in attempts per key (in memory: one process serves the shop; a cluster would move
 * this to the database or Redis). Checked before the password hash is computed, so guessing costs us nothing.
 */
export function createLoginAttemptLimiter(options: { max: number; windowMs: number; clock: Clock }) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  const sweep = (now: number) => {
    for (const [key, window] of windows) if (now - window.startedAt >= options.windowMs) windows.delete(key);
  };

  return {
    /** Counts one attempt; false when the key has used up its attempts in the current window. */
    tryAttempt(key: string, max = options.max): boolean {
      const now = options.clock.now().getTime();
      if (windows.size > 10_000) sweep(now);
      const window = windows.get(key);
      if (!window || now - window.startedAt >= options.windowMs) {
        windows.set(key, { startedAt: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= max;
    },
    /** A successful sign-in clears its key, so a user who finally types the right password starts afresh. */
    reset(key: string): void {
      windows.delete(key);
    },
  };
}
export type LoginAttemptLimiter = ReturnType<typeof createLoginAttemptLimiter>;
