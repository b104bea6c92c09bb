import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFeatureFlags } from '../../db/schema/index';
import { createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: SignedIn;
let fresh: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  acme = await signIn(t.app, demoAccounts.admin);
  fresh = await signIn(t.app, demoAccounts.fresh);
});
afterAll(() => t.close());

const flagsOf = async (session: SignedIn) => {
  const response = await t.app.inject({ method: 'GET', url: '/Features/GetFeatures', headers: session.headers });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries((response.json() as { name: string; isEnabled: boolean }[]).map((f) => [f.name, f.isEnabled]));
};

describe('GET /Features/GetFeatures', () => {
  it('lists the flags by name', async () => {
    const flags = await flagsOf(acme);
    expect(flags).toHaveProperty('togglealtproducts');
    expect(flags).toHaveProperty('export-bulk-invoices');
  });

  it("applies the organisation's own overrides only to that organisation", async () => {
    const before = await flagsOf(fresh);
    await t.db
      .insert(organisationFeatureFlags)
      .values({ organisationId: 2, name: 'togglealtproducts', isEnabled: !before.togglealtproducts })
      .onConflictDoUpdate({ target: [organisationFeatureFlags.organisationId, organisationFeatureFlags.name], set: { isEnabled: !before.togglealtproducts } });
    expect((await flagsOf(fresh)).togglealtproducts).toBe(!before.togglealtproducts);
    expect((await flagsOf(acme)).togglealtproducts).toBe(before.togglealtproducts);
  });
});

describe('GET /Configuration/GetConfigurationVariables', () => {
  it('answers the two booleans', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Configuration/GetConfigurationVariables', headers: acme.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enableGoogleAnalytics: expect.any(Boolean), isDev: expect.any(Boolean) });
  });
});
