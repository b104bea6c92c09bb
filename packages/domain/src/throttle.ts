/**
 * Throttling rules (issue #12): failures only are counted, per account and per address, each with exponential
 * back-off, so a guesser slows down fast while the real user (or an office behind one address) is delayed by
 * seconds, never locked out for good. Pure: the counters live in PostgreSQL (db/throttle-counters.repository.ts),
 * shared by every app node.
 */
export interface BackOffPolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the first one of the run. */
  windowSeconds: number;
}

export interface CounterState {
  count: number;
  windowStartedAt: Date;
  lastAt: Date;
}

/** The wait after `failures` failures: none within the free ones, then base × 2^(n − free), capped. */
export function backOffDelaySeconds(failures: number, policy: BackOffPolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** (failures - policy.freeFailures));
}

/** Whole seconds until another attempt is allowed (0 = now); an expired window counts as no failures. */
export function retryAfterSeconds(state: CounterState | undefined, now: Date, policy: BackOffPolicy): number {
  if (!state || now.getTime() - state.windowStartedAt.getTime() >= policy.windowSeconds * 1000) return 0;
  const waitMs = backOffDelaySeconds(state.count, policy) * 1000 - (now.getTime() - state.lastAt.getTime());
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** The sign-in policies, from LOGIN_RATE_LIMIT_MAX (free failures per account; an address gets five times as many). */
export function signInPolicies(maxFailures: number): { account: BackOffPolicy; address: BackOffPolicy } {
  const common = { baseDelaySeconds: 1, maxDelaySeconds: 15 * 60, windowSeconds: 60 * 60 };
  return { account: { ...common, freeFailures: maxFailures }, address: { ...common, freeFailures: maxFailures * 5 } };
}

/** Messages a user may send us (contact form, sourcing requests) per window: enough for work, not for a flood. */
export const sentMessagesLimit = { max: 5, windowSeconds: 10 * 60 } as const;

/** Whole seconds until the window of a fixed-window counter that reached `max` ends (0 = allowed now). */
export function windowRetryAfterSeconds(state: CounterState | undefined, now: Date, limit: { max: number; windowSeconds: number }): number {
  if (!state || state.count < limit.max) return 0;
  const waitMs = state.windowStartedAt.getTime() + limit.windowSeconds * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Automatic merchant-account checks an organisation may make per window (issue #17): each check (ValidateAccount,
 * or creating an account with the merchant that validates at once) answers whether an account number exists at that
 * merchant, so without a limit the page is an account-number guessing oracle. Adding one account takes two checks
 * (validate, then create); `max` comes from MERCHANT_VALIDATION_RATE_LIMIT_MAX.
 */
export const accountChecksLimit = (max: number) => ({ max, windowSeconds: 60 * 60 }) as const;
