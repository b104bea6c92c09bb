import { describe, expect, it } from 'vitest';
import { messages } from '@sparesfinder/contracts/messages';
import { demoAccounts, demoPassword } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ env: { LOGIN_RATE_LIMIT_MAX: '3' } });

const attempt = (email: string, password: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/bff/login', payload: { email, password }, remoteAddress });

describe('sign-in rate limit (LOGIN_RATE_LIMIT_MAX per minute per address and e-mail)', () => {
  it('answers 429 after the limit, even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(demoAccounts.noCheckout, 'wrong')).statusCode).toBe(401);
    const blocked = await attempt(demoAccounts.noCheckout, demoPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', message: messages.auth.tooManyAttempts });
  });

  it('counts each address separately', async () => {
    expect((await attempt(demoAccounts.noCheckout, demoPassword, '203.0.113.8')).statusCode).toBe(200);
  });

  it('re-renders the form page with 429', async () => {
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
    expect(blocked.body).toContain(messages.auth.tooManyAttempts);
  });
});

describe('wider limits', () => {
  it('caps one e-mail across many addresses at five times the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) statuses.push((await attempt(demoAccounts.fresh, 'wrong', `198.51.100.${i}`)).statusCode);
    expect(statuses.slice(0, 15).every((status) => status === 401)).toBe(true);
    expect(statuses[15]).toBe(429);
  });
});
