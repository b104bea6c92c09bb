import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp();

describe('GET /account/logout', () => {
  it('ends the session, clears both cookies and goes to the sign-in page', async () => {
    const session = await t.signIn('admin');
    const response = await t.get(session, '/account/logout');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/bff/login?reason=signedout');
    const cleared = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(cleared).toEqual({ sf_session: '', 'XSRF-TOKEN': '' });
    const after = await t.get(session, '/Account/Authenticate');
    expect(after.statusCode).toBe(401);
  });

  it('passes reason=role on, for a non-admin sent to logout (spec 1 §6)', async () => {
    const buyer = await t.signIn('buyer');
    const response = await t.get(buyer, '/Account/Logout?reason=role');
    expect(response.headers.location).toBe('/bff/login?reason=role');
  });

  it('works without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/account/logout' });
    expect(response.statusCode).toBe(303);
  });
});

describe('logout from another site (issue #12: a cross-site GET used to end the session)', () => {
  const stillSignedIn = async (session: Awaited<ReturnType<typeof t.signIn>>) => (await t.get(session, '/Account/Authenticate')).statusCode === 200;

  it.each([
    ['a link or image (Sec-Fetch-Site cross-site)', { 'sec-fetch-site': 'cross-site' }],
    ['an older browser (foreign Referer)', { referer: 'https://evil.example/page' }],
  ])('GET from %s only asks, with a form that posts back', async (_name, headers) => {
    const session = await t.signIn('admin');
    const response = await t.inject(session, { method: 'GET', url: '/account/logout', headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sign out?');
    expect(response.body).toContain('method="post" action="/account/logout"');
    expect(response.body).toContain(`name="_csrf" value="${session.csrfToken}"`);
    expect(await stillSignedIn(session)).toBe(true);
  });

  it('POST without the token, or from another site, is refused and the session stays', async () => {
    const session = await t.signIn('admin');
    expect((await t.app.inject({ method: 'POST', url: '/account/logout', headers: { cookie: session.headers.cookie } })).statusCode).toBe(403);
    const crossSite = await t.inject(session, { method: 'POST', url: '/account/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(await stillSignedIn(session)).toBe(true);
  });

  it("POST with the token (the confirmation form's field or the header) signs out", async () => {
    const viaForm = await t.signIn('admin');
    const form = await t.app.inject({
      method: 'POST',
      url: '/account/logout',
      headers: { cookie: viaForm.headers.cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: `_csrf=${viaForm.csrfToken}`,
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/bff/login?reason=signedout');
    expect(await stillSignedIn(viaForm)).toBe(false);
    const viaHeader = await t.signIn('admin');
    expect((await t.post(viaHeader, '/account/logout')).statusCode).toBe(303);
    expect(await stillSignedIn(viaHeader)).toBe(false);
  });
});

describe('/login and /signup', () => {
  it.each(['/login', '/signup', '/Login'])('%s redirects to / (spec 3 §2.1)', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
