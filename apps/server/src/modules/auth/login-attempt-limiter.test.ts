import { describe, expect, it } from 'vitest';
import { createLoginAttemptLimiter } from './login-attempt-limiter';

describe('login attempt limiter', () => {
  const at = { time: 0 };
  const clock = { now: () => new Date(at.time) };

  it('allows max attempts per window, then refuses until the window passes', () => {
    const limiter = createLoginAttemptLimiter({ max: 2, windowMs: 60_000, clock });
    expect([limiter.tryAttempt('k'), limiter.tryAttempt('k'), limiter.tryAttempt('k')]).toEqual([true, true, false]);
    expect(limiter.tryAttempt('other')).toBe(true);
    at.time = 60_000;
    expect(limiter.tryAttempt('k')).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = createLoginAttemptLimiter({ max: 1, windowMs: 60_000, clock });
    limiter.tryAttempt('k');
    expect(limiter.tryAttempt('k')).toBe(false);
    limiter.reset('k');
    expect(limiter.tryAttempt('k')).toBe(true);
  });

  it('takes a per-call maximum', () => {
    const limiter = createLoginAttemptLimiter({ max: 1, windowMs: 60_000, clock });
    expect([limiter.tryAttempt('ip', 3), limiter.tryAttempt('ip', 3), limiter.tryAttempt('ip', 3), limiter.tryAttempt('ip', 3)]).toEqual([true, true, true, false]);
  });
});
