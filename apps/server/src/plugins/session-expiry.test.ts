import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../test/test-app';
import { useSignedInApp } from '../test/signed-in-app';

const hour = 3_600_000;
const clock = { time: Date.parse('2026-06-03T09:00:00Z'), now() { return new Date(this.time); } };

const t = useSignedInApp({ clock, env: { SESSION_TTL_HOURS: '12', SESSION_ABSOLUTE_HOURS: '30' } });

const authenticate = (session: SignedIn) => t.get(session, '/Account/Authenticate');

describe('sliding session expiry (SESSION_TTL_HOURS)', () => {
  it('expires an idle session after the TTL', async () => {
    const session = await t.signIn('admin');
    clock.time += 12 * hour + 1;
    expect((await authenticate(session)).statusCode).toBe(401);
  });

  it('extends a session that is used, and re-sends the cookie with the new lifetime', async () => {
    const session = await t.signIn('admin');
    clock.time += 11 * hour;
    const renewed = await authenticate(session);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.cookies.find((cookie) => cookie.name === 'sf_session')?.maxAge).toBe(12 * 3600);
    clock.time += 11 * hour;
    expect((await authenticate(session)).statusCode).toBe(200);
  });
});

describe('absolute session lifetime (SESSION_ABSOLUTE_HOURS)', () => {
  it('ends a session that is used all the time once its absolute lifetime is up, and the cookie never outlives it', async () => {
    const session = await t.signIn('admin');
    clock.time += 11 * hour;
    expect((await authenticate(session)).statusCode).toBe(200);
    clock.time += 11 * hour;
    const capped = await authenticate(session);
    expect(capped.statusCode).toBe(200);
    // 22 h in: the idle timeout would reach 34 h, the absolute end is 30 h after sign-in.
    expect(capped.cookies.find((cookie) => cookie.name === 'sf_session')?.maxAge).toBe(8 * 3600);
    clock.time += 7 * hour;
    expect((await authenticate(session)).statusCode).toBe(200);
    clock.time += hour;
    expect((await authenticate(session)).statusCode).toBe(401);
  });
});
