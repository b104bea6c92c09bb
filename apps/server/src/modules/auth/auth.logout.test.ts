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

describe('/login and /signup', () => {
  it.each(['/login', '/signup', '/Login'])('%s redirects to / (spec 3 §2.1)', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
