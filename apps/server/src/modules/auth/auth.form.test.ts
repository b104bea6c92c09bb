import { describe, expect, it } from 'vitest';
import { messages } from '@sparesfinder/contracts/messages';
import { cookieHeader, cookiesOf, demoAccounts, demoPassword } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp();

/** Like a browser: load the page (XSRF cookie), then post the form with its hidden _csrf field. */
async function postForm(fields: Record<string, string>, options: { url?: string; csrf?: string } = {}) {
  const page = await t.app.inject({ method: 'GET', url: '/bff/login' });
  const xsrf = cookiesOf(page)['XSRF-TOKEN']!;
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/bff/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader({ 'XSRF-TOKEN': xsrf }) },
    payload: new URLSearchParams({ _csrf: options.csrf ?? xsrf, ...fields }).toString(),
  });
}

describe('POST /bff/login (form)', () => {
  it('redirects with 303 to the return address', async () => {
    const response = await postForm({ email: demoAccounts.admin, password: demoPassword, returnUrl: '/OrderHistory' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/OrderHistory');
    expect(cookiesOf(response).sf_session).toBeTruthy();
  });

  it('sends an open-redirect attempt to /', async () => {
    const response = await postForm({ email: demoAccounts.admin, password: demoPassword, returnUrl: 'https://evil.test' });
    expect(response.headers.location).toBe('/');
  });

  it('re-renders the page with the message and the e-mail kept', async () => {
    const response = await postForm({ email: demoAccounts.admin, password: 'nope', returnUrl: '/Basket' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(messages.auth.invalidCredentials);
    expect(response.body).toContain(`value="${demoAccounts.admin}"`);
    expect(response.body).toContain('name="returnUrl" value="/Basket"');
  });

  it('shows the field message when a field is empty', async () => {
    const response = await postForm({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.auth.emailRequired);
  });

  it('refuses a form whose hidden token does not match the cookie', async () => {
    const response = await postForm({ email: demoAccounts.admin, password: demoPassword }, { csrf: 'B'.repeat(43) });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(messages.auth.formExpired);
  });

  it('accepts multipart form data too', async () => {
    const boundary = 'sfboundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('email', demoAccounts.admin)}${part('password', demoPassword)}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(303);
  });

  it('keeps utm parameters of the sign-in page through the form post', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/bff/login?utm_source=flyer&returnUrl=/' });
    expect(page.body).toContain('action="/bff/login?utm_source=flyer"');
    const response = await postForm({ email: demoAccounts.admin, password: demoPassword }, { url: '/bff/login?utm_source=flyer' });
    const authenticate = await t.app.inject({ method: 'GET', url: '/Account/Authenticate', headers: { cookie: cookieHeader(cookiesOf(response)) } });
    expect(authenticate.json().utm).toEqual({ utm_source: 'flyer' });
  });
});

describe('login CSRF: a sign-in posted from another site', () => {
  const crossSitePost = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ email: demoAccounts.admin, password: demoPassword, returnUrl: '/' }).toString(),
    });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a foreign Origin (older browsers)', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame)', { origin: 'null' }],
  ])('is refused without a session: %s', async (_name, headers) => {
    const response = await crossSitePost(headers);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(messages.auth.formExpired);
    expect(cookiesOf(response).sf_session).toBeUndefined();
  });

  it('from this site it signs in as before', async () => {
    const response = await crossSitePost({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', host: 'localhost:80' });
    expect(response.statusCode).toBe(303);
    expect(cookiesOf(response).sf_session).toBeTruthy();
  });
});

