import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '@sparesfinder/contracts/messages';
import { buildApp } from '../../app';
import { createProviders } from '../../providers/create-providers';
import { demoAccounts, demoPassword } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

/** Sign-in throttling (issue #12): failures only, per account and per address, exponential back-off, in PostgreSQL. */
const clock = { time: Date.parse('2026-11-23T09:00:00Z'), now() { return new Date(this.time); } };
const t = useSignedInApp({ clock, env: { LOGIN_RATE_LIMIT_MAX: '3' } });
const second = { app: undefined as FastifyInstance | undefined };
afterAll(() => second.app?.close());

const attempt = (email: string, password: string, remoteAddress = '203.0.113.7', app = t.app) =>
  app.inject({ method: 'POST', url: '/bff/login', payload: { email, password }, remoteAddress });
const fail = async (email: string, times: number, remoteAddress = '203.0.113.7') => {
  for (let i = 0; i < times; i += 1) expect((await attempt(email, 'wrong', remoteAddress)).statusCode).toBe(401);
};

describe('an account that keeps failing waits, twice as long each time', () => {
  it('answers 429 with Retry-After after the free failures, even with the right password', async () => {
    await fail(demoAccounts.noCheckout, 3);
    const blocked = await attempt(demoAccounts.noCheckout, demoPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', message: messages.auth.tooManyAttempts });
  });

  it('the next failure doubles the wait; a guesser from other addresses is slowed the same', async () => {
    clock.time += 1000;
    await fail(demoAccounts.noCheckout, 1, '198.51.100.1');
    expect((await attempt(demoAccounts.noCheckout, 'wrong', '198.51.100.2')).headers['retry-after']).toBe('2');
  });

  it('the owner is only delayed, never locked out: after the wait the right password works from a new address', async () => {
    clock.time += 2000;
    expect((await attempt(demoAccounts.noCheckout, demoPassword, '192.0.2.44')).statusCode).toBe(200);
    // A success forgets the account's failures.
    await fail(demoAccounts.noCheckout, 3, '192.0.2.44');
  });

  it('re-renders the form page with 429 and Retry-After', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/bff/login',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${encodeURIComponent(demoAccounts.electrical)}&password=wrong`,
      });
    for (let i = 0; i < 3; i += 1) await post();
    const blocked = await post();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.body).toContain(messages.auth.tooManyAttempts);
  });
});

describe('an address', () => {
  it('signing in successfully all day (an office behind one address) is never slowed', async () => {
    for (let i = 0; i < 20; i += 1) expect((await attempt(demoAccounts.admin, demoPassword, '203.0.113.50')).statusCode).toBe(200);
  });

  it('failing across many accounts waits after five times the free failures (credential stuffing)', async () => {
    for (let i = 0; i < 15; i += 1) expect((await attempt(`nobody${i}@example.test`, 'wrong', '203.0.113.60')).statusCode).toBe(401);
    const blocked = await attempt(demoAccounts.fresh, demoPassword, '203.0.113.60');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect((await attempt(demoAccounts.fresh, demoPassword, '203.0.113.61')).statusCode).toBe(200);
  });
});

describe('the counters are shared by every app node (PostgreSQL, not memory)', () => {
  it('failures on one node throttle the account on another', async () => {
    second.app = await buildApp({ config: t.config, database: t.database, providers: createProviders(t.config, t.db, clock, t.jobs), clock, jobs: t.jobs, logger: false });
    clock.time += 60 * 60 * 1000; // a new window for every counter so far
    await fail(demoAccounts.electrical, 3, '203.0.113.70');
    expect((await attempt(demoAccounts.electrical, demoPassword, '203.0.113.71', second.app)).statusCode).toBe(429);
  });
});
