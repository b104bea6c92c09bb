import { describe, expect, it } from 'vitest';
import { messages } from '@sparesfinder/contracts/messages';
import { useSignedInApp } from '../signed-in-app';
import { concretePath, isPublicRoute, routeTable, type ProbeRoute } from './route-table';

/**
 * docs/SECURITY.md "authentication required": every registered route answers 401 without a session and 403 to a
 * signed-in non-admin, except the requests plugins/public-paths.ts lists. The routes come from the app itself
 * (route-table.ts), so a route added tomorrow is covered tomorrow; a new public one shows up in the list below.
 */
const t = useSignedInApp({ as: ['buyer'] });
const { buyer } = t.sessions;

/** What public-paths.ts lets through today: changing it is a security decision, so it is spelled out here. */
const expectedPublicRoutes = [
  'GET /account/logout',
  'GET /account/set-password', // the invitee's one-time link (modules/users)
  'GET /bff/login',
  'GET /docs',
  'GET /docs/json',
  'GET /docs/static/*',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'GET /docs/yaml',
  'GET /healthz',
  'GET /images/delivery/:file',
  'GET /images/diagrams/:file',
  'GET /images/products/:file',
  'GET /images/products/:kind/:brand/:file',
  'GET /images/products/:kind/:brand/:finish/:file',
  'GET /images/suppliers/:file',
  'GET /login',
  'GET /readyz',
  'GET /signup',
  'POST /account/logout', // checks its own double-submit token and origin (auth.routes.ts)
  'POST /account/set-password', // authorised by the one-time token in the form (modules/users)
  'POST /bff/login',
  'POST /Merchant/OrderStatusWebhook', // signed by the merchant's shared secret, checked before parsing (providers/order-status)
];

/** spec 1 §6: these two answer every signed-in role, so the app can send a non-admin to logout. */
const forAnyRole = new Set(['GET /Account/Authenticate', 'GET /Account/UserDetails']);

const routes = () => routeTable(t.routes);
const protectedRoutes = () => routes().filter((route) => !isPublicRoute(route));
/** A state-changing method with a body, so the guard is seen to run before parsing and validation. */
const request = (route: ProbeRoute, method = route.method) => ({
  method: method as 'GET',
  url: `${concretePath(route)}?probe=1`,
  ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { probe: true } }),
});

describe('unauthenticated probe (generated from the route table)', () => {
  it('lists every route, and exactly the documented public ones are public', () => {
    const publicKeys = routes().filter(isPublicRoute).map((route) => route.key);
    expect(publicKeys).toEqual(expectedPublicRoutes);
    expect(protectedRoutes().length).toBeGreaterThan(50);
  });

  it('answers 401 JSON without a session on every other route (GET routes by HEAD too)', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      for (const method of route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]) {
        const response = await t.app.inject(request(route, method));
        const body = method === 'HEAD' ? null : response.json();
        const ok = response.statusCode === 401 && (body === null || (body.code === 'unauthorised' && body.message === messages.auth.notSignedIn));
        if (!ok) failures.push(`${method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('treats a forged or unknown session cookie as no session, on every protected route', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const response = await t.app.inject({ ...request(route), headers: { cookie: `sf_session=${'A'.repeat(43)}` } });
      if (response.statusCode !== 401) failures.push(`${route.key}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a signed-in non-admin 403 everywhere but the two calls every role may make', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const response = await t.inject(buyer, request(route));
      const expected = forAnyRole.has(route.key) ? 200 : 403;
      const ok = response.statusCode === expected && (expected === 200 || response.json().message === messages.auth.roleNotAllowed);
      if (!ok) failures.push(`${route.key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
