import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@sparesfinder/contracts/messages';
import { createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../test/test-app';
import { protectedEndpoints } from '../test/protected-endpoints';

let t: TestApp;
let buyer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await signIn(t.app, demoAccounts.buyer);
  admin = await signIn(t.app, demoAccounts.admin);
});
afterAll(() => t.close());

describe('session guard', () => {
  it.each(protectedEndpoints)('$method $url without a session is 401 JSON', async ({ method, url }) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorised', message: messages.auth.notSignedIn });
  });

  it('treats a forged or unknown cookie as no session', async () => {
    for (const value of ['forged', 'A'.repeat(43)]) {
      const response = await t.app.inject({ method: 'GET', url: '/Account/Authenticate', headers: { cookie: `sf_session=${value}` } });
      expect(response.statusCode).toBe(401);
    }
  });

  it.each(['/healthz', '/readyz', '/bff/login', '/docs/json'])('%s is public', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('roles (spec 1 §6)', () => {
  it('lets a non-admin learn who they are', async () => {
    const details = await t.app.inject({ method: 'GET', url: '/Account/UserDetails', headers: buyer.headers });
    expect(details.statusCode).toBe(200);
    expect(details.json().roleName).toBe('Buyer');
    const authenticate = await t.app.inject({ method: 'GET', url: '/Account/Authenticate', headers: buyer.headers });
    expect(authenticate.statusCode).toBe(200);
  });

  it.each(protectedEndpoints.filter(({ url }) => !/Authenticate|UserDetails/.test(url)))(
    'answers a non-admin 403 on $method $url',
    async ({ method, url }) => {
      const response = await t.app.inject({ method, url, headers: buyer.headers, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: messages.auth.roleNotAllowed });
    },
  );
});

describe('routing', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Account/NoSuchThing', headers: admin.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it.each(['/account/userdetails', '/ACCOUNT/USERDETAILS', '/Account/UserDetails/'])('matches %s case-insensitively', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(demoAccounts.admin);
  });

  it('sets baseline security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-1' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('trace-1');
  });
});

describe('bad input is never a 500', () => {
  it.each([
    ['GET', '/images/products/%25E0.svg'],
    ['GET', '/GetMenuItems?organisationId=1&organisationId=2'],
    ['GET', '/PostCode/GetPostcode?postCode=a&postCode=b'],
  ])('%s %s', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers: admin.headers });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('a JSON array where an object belongs', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/NotificationTriggerLog/ContactUsEmail', headers: admin.headers, payload: [1, 2] });
    expect(response.statusCode).toBe(400);
  });
});
