/** Time comes from an injected clock so rules and tests agree on "now". */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });

/**
 * A clock that reads `start` when made and then runs at the real pace: a whole test server at a chosen time of
 * day (CLOCK_START, refused in production), so journeys that depend on opening hours and cut-offs run the same
 * whenever CI does. Only the app's rules see it: cookies' lifetimes are relative, and the job queue's due times are
 * the database's (decision 009), so a job the app schedules waits the shift in real time.
 */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const shift = start.getTime() - realNow();
  return { now: () => new Date(realNow() + shift) };
}
