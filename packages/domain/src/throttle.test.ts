import { describe, expect, it } from 'vitest';
import { accountChecksLimit, backOffDelaySeconds, retryAfterSeconds, signInPolicies, windowRetryAfterSeconds, type BackOffPolicy } from './throttle';

const policy: BackOffPolicy = { freeFailures: 3, baseDelaySeconds: 1, maxDelaySeconds: 60, windowSeconds: 3600 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 9, 0, 0) + seconds * 1000);
const state = (count: number, firstAt: number, lastAt: number) => ({ count, windowStartedAt: at(firstAt), lastAt: at(lastAt) });

describe('back-off after failures', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [4, 2],
    [5, 4],
    [8, 32],
    [9, 60],
    [40, 60],
  ])('%d failures wait %d s', (failures, seconds) => expect(backOffDelaySeconds(failures, policy)).toBe(seconds));

  it.each([
    ['no failures', undefined, 0, 0],
    ['within the free ones', state(2, 0, 10), 10, 0],
    ['just after the third', state(3, 0, 10), 10, 1],
    ['half a second later', state(3, 0, 10), 10.5, 1],
    ['once the wait has passed', state(3, 0, 10), 11, 0],
    ['after the fifth', state(5, 0, 20), 21, 3],
    ['the window is over: forgotten', state(40, 0, 3599), 3600, 0],
  ])('%s → retry after %d s', (_name, current, now, expected) => expect(retryAfterSeconds(current, at(now), policy)).toBe(expected));

  it('an address gets five times the free failures of an account', () => {
    const { account, address } = signInPolicies(10);
    expect([account.freeFailures, address.freeFailures]).toEqual([10, 50]);
  });
});

describe('fixed-window limit', () => {
  const limit = { max: 5, windowSeconds: 600 };
  it.each([
    [undefined, 0, 0],
    [state(4, 0, 100), 100, 0],
    [state(5, 0, 100), 100, 500],
    [state(5, 0, 100), 599.5, 1],
    [state(5, 0, 100), 600, 0],
  ])('%j at %d s → %d s', (current, now, expected) => expect(windowRetryAfterSeconds(current, at(now), limit)).toBe(expected));
});

describe('automatic merchant-account checks (an account-number oracle)', () => {
  it('allow the configured number an hour, then wait for the hour to end', () => {
    const limit = accountChecksLimit(10);
    expect(limit).toEqual({ max: 10, windowSeconds: 3600 });
    expect(windowRetryAfterSeconds(state(9, 0, 60), at(60), limit)).toBe(0);
    expect(windowRetryAfterSeconds(state(11, 0, 60), at(600), limit)).toBe(3000);
  });
});
