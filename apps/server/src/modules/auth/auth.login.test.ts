import { describe, expect, it } from 'vitest';
import { messages } from '@sparesfinder/contracts/messages';
import { cookieHeader, cookiesOf, demoAccounts, demoPassword } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp();

const loginJson = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/bff/login', payload, headers });

describe('GET /bff/login', () => {
  it('renders an accessible sign-in page and sets a readable XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/bff/login?returnUrl=/Basket' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(response.body).toContain('<label for="email">');
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain(`name="_csrf" value="${xsrf?.value}"`);
    expect(response.body).toContain('name="returnUrl" value="/Basket"');
    // issue #11 item 9: the tab shows the shop's icon, as on the app's pages (img-src 'self' allows it).
    expect(response.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  it.each([
    ['role', messages.auth.roleNotAllowed],
    ['signedout', messages.auth.signedOut],
  ])('shows the notice for reason=%s', async (reason, text) => {
    const response = await t.app.inject({ method: 'GET', url: `/bff/login?reason=${reason}` });
    expect(response.body).toContain(text);
  });

  it('never lets the returnUrl leave the site or break out of the attribute', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/bff/login?returnUrl=${encodeURIComponent('https://evil.test/"><script>')}&reason=bogus` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('name="returnUrl" value="/"');
    expect(response.body).not.toContain('<script>');
  });
});

describe('POST /bff/login (JSON)', () => {
  it('signs in, sets an HttpOnly session cookie and answers where to go', async () => {
    const response = await loginJson({ email: demoAccounts.admin, password: demoPassword, returnUrl: '/Basket?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, redirectTo: '/Basket?x=1' });
    const session = response.cookies.find((cookie) => cookie.name === 'sf_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
  });

  it('accepts the e-mail in any case', async () => {
    const response = await loginJson({ email: '  ADMIN@Acme-Heating.test ', password: demoPassword });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', demoAccounts.admin, 'wrong-password'],
    ['an unknown e-mail', 'nobody@nowhere.test', demoPassword],
  ])('refuses %s with the same generic message', async (_case, email, password) => {
    const response = await loginJson({ email, password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorised', message: messages.auth.invalidCredentials });
    expect(response.cookies.find((cookie) => cookie.name === 'sf_session')).toBeUndefined();
  });

  it('refuses a disabled user', async () => {
    const response = await loginJson({ email: demoAccounts.locked, password: demoPassword });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.auth.accountDisabled);
  });

  it('answers 400 with field errors for missing fields', async () => {
    const response = await loginJson({ email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ email: [messages.auth.emailRequired], password: [messages.auth.passwordRequired] });
  });

  it.each(['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)'])('turns returnUrl %s into /', async (returnUrl) => {
    const response = await loginJson({ email: demoAccounts.admin, password: demoPassword, returnUrl });
    expect(response.json().redirectTo).toBe('/');
  });

  it('requires the CSRF token once the browser holds the XSRF cookie', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/bff/login' });
    const xsrf = cookiesOf(page)['XSRF-TOKEN']!;
    const cookie = cookieHeader({ 'XSRF-TOKEN': xsrf });
    const body = { email: demoAccounts.admin, password: demoPassword };
    const missing = await loginJson(body, { cookie });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'forbidden', message: 'Invalid CSRF token' });
    const mismatched = await loginJson(body, { cookie, 'x-xsrf-token': 'A'.repeat(43) });
    expect(mismatched.statusCode).toBe(403);
    expect((await loginJson(body, { cookie, 'x-xsrf-token': xsrf })).statusCode).toBe(200);
  });

  it('keeps utm parameters from the sign-in URL and the return address, and Authenticate returns them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/bff/login?utm_source=newsletter&utm_medium=email&foo=bar',
      payload: { email: demoAccounts.admin, password: demoPassword, returnUrl: '/products?utm_campaign=spring&utm_medium=mail' },
    });
    const authenticate = await t.app.inject({ method: 'GET', url: '/Account/Authenticate', headers: { cookie: cookieHeader(cookiesOf(response)) } });
    expect(authenticate.json()).toEqual({
      isAuthenticated: true,
      utm: { utm_source: 'newsletter', utm_medium: 'mail', utm_campaign: 'spring' },
    });
  });

  it('rotates the session: the cookie sent with a new sign-in stops working', async () => {
    const first = await t.signIn('admin');
    const second = await t.post(first, '/bff/login', { email: demoAccounts.admin, password: demoPassword });
    expect(second.statusCode).toBe(200);
    const rotated = cookiesOf(second);
    expect(rotated.sf_session).not.toBe(first.cookies.sf_session);
    expect(rotated['XSRF-TOKEN']).not.toBe(first.csrfToken);
    const old = await t.get(first, '/Account/UserDetails');
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: 'GET', url: '/Account/UserDetails', headers: { cookie: cookieHeader(rotated) } });
    expect(fresh.statusCode).toBe(200);
  });

  it('lets a non-admin sign in (the app then sends them to logout)', async () => {
    const buyer = await t.signIn('buyer');
    expect(buyer.cookies.sf_session).toBeTruthy();
  });
});
