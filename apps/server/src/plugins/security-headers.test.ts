import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../test/signed-in-app';

describe('security headers over plain HTTP (development)', () => {
  const t = useSignedInApp({ as: ['admin'] });

  it('API answers with personal data are never cached', async () => {
    const response = await t.get(t.sessions.admin, '/Account/UserDetails');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no HSTS when not served over HTTPS', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('/readyz does not say which database serves the shop', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    // Beside its status, only the search index's state and catalogue version (decision 017).
    expect(response.json()).toEqual({ status: 'ready', searchTextIndex: expect.objectContaining({ state: expect.stringMatching(/^(building|ready)$/) }) });
    expect(response.body).not.toMatch(/pglite|postgres|5432|data\//i);
  });

  it.each([
    ['a plain token', 'abc-123.DEF:9', 'abc-123.DEF:9'],
    ['markup', '<script>alert(1)</script>', null],
    ['a newline (log injection)', 'ok\nforged log line', null],
    ['an over-long value', 'x'.repeat(65), null],
  ])('X-Request-Id %s is %s', async (_name, given, kept) => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
    const echoed = response.headers['x-request-id'] as string;
    if (kept) expect(echoed).toBe(kept);
    else expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers in production (NODE_ENV=production: secure cookies and HSTS by default)', () => {
  const t = useSignedInApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' } });

  it('sends HSTS and marks the session cookies Secure', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/bff/login' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });
});
