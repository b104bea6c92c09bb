import { describe, expect, it } from 'vitest';
import { messages } from '@sparesfinder/contracts/messages';
import { demoAccounts } from '../test/test-app';
import { useSignedInApp } from '../test/signed-in-app';

const t = useSignedInApp({ as: ['buyer', 'admin'] });
const { buyer, admin } = t.sessions;

// Every route's 401 without a session and 403 for a non-admin: test/probes/unauthenticated.probe.test.ts (generated
// from the route table, so a new route is covered the day it lands).
describe('session guard', () => {
  it('answers 401 JSON without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Basket/GetBasketForUser' });
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
    const details = await t.get(buyer, '/Account/UserDetails');
    expect(details.statusCode).toBe(200);
    expect(details.json().roleName).toBe('Buyer');
    const authenticate = await t.get(buyer, '/Account/Authenticate');
    expect(authenticate.statusCode).toBe(200);
  });

  it('answers a non-admin 403 on the shop', async () => {
    const response = await t.post(buyer, '/Basket/AddLine', {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', message: messages.auth.roleNotAllowed });
  });
});

describe('routing', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    const response = await t.get(admin, '/Account/NoSuchThing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it.each(['/account/userdetails', '/ACCOUNT/USERDETAILS', '/Account/UserDetails/'])('matches %s case-insensitively', async (url) => {
    const response = await t.get(admin, url);
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
    const response = await t.inject(admin, { method: method as 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('a JSON array where an object belongs', async () => {
    const response = await t.post(admin, '/NotificationTriggerLog/ContactUsEmail', [1, 2]);
    expect(response.statusCode).toBe(400);
  });
});
