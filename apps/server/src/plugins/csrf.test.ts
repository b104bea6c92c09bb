import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../test/signed-in-app';

const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

const contact = { firstName: 'Alex', lastName: 'Morgan', email: 'alex@acme-heating.test', message: 'Hello' };
const post = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/NotificationTriggerLog/ContactUsEmail', headers, payload: contact });

describe('CSRF double submit on state-changing calls', () => {
  it('refuses a post without the header', async () => {
    const response = await post({ cookie: admin.headers.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', message: 'Invalid CSRF token' });
  });

  it('refuses a header that does not match the cookie', async () => {
    expect((await post({ cookie: admin.headers.cookie, 'x-xsrf-token': 'C'.repeat(43) })).statusCode).toBe(403);
  });

  it("refuses a matching cookie and header that are not the session's token", async () => {
    const forged = 'D'.repeat(43);
    const cookie = `sf_session=${admin.cookies.sf_session}; XSRF-TOKEN=${forged}`;
    expect((await post({ cookie, 'x-xsrf-token': forged })).statusCode).toBe(403);
  });

  it('accepts the token issued at sign-in', async () => {
    expect((await post(admin.headers)).statusCode).toBe(200);
  });

  it('does not ask for a token on reads', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/Account/Authenticate', headers: { cookie: admin.headers.cookie } })).statusCode).toBe(200);
  });
});

describe('state-changing GETs (one list: stateChangingGetRoutes)', () => {
  const cookieOnly = () => ({ cookie: admin.headers.cookie });

  it('refuses LikedProduct/Toggle by GET or HEAD without the header, and changes nothing', async () => {
    const liked = async () => (await t.app.inject({ method: 'GET', url: '/LikedProduct/LikedProducts', headers: admin.headers })).json();
    const before = await liked();
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: '/LikedProduct/Toggle?itemId=9', headers: cookieOnly() });
      expect(response.statusCode, method).toBe(403);
    }
    expect(await liked()).toEqual(before);
  });

  it('refuses SaveForLater/BulkDeleteSaveForLater by GET or HEAD without the header; with it the GET works', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: '/SaveForLater/BulkDeleteSaveForLater?orderReference=NOPE', headers: cookieOnly() });
      expect(response.statusCode, method).toBe(403);
    }
    const allowed = await t.app.inject({ method: 'GET', url: '/SaveForLater/BulkDeleteSaveForLater?orderReference=NOPE', headers: admin.headers });
    expect(allowed.statusCode).not.toBe(403);
  });
});
