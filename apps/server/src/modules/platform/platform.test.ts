import { describe, expect, it } from 'vitest';
import { organisationFeatureFlags } from '../../db/schema/index';
import type { SignedIn } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin: acme, fresh } = t.sessions;

const flagsOf = async (session: SignedIn) => {
  const response = await t.get(session, '/Features/GetFeatures');
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
    const response = await t.get(acme, '/Configuration/GetConfigurationVariables');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enableGoogleAnalytics: expect.any(Boolean), isDev: expect.any(Boolean) });
  });
});
