import { describe, expect, it } from 'vitest';
import { demoAccounts, signIn } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp();

/** Signs the account in afresh for each call. */
const get = async (email: string, url: string) => t.get(await signIn(t.app, email), url);

describe('GET /Account/UserDetails', () => {
  it('describes the signed-in admin', async () => {
    const response = await get(demoAccounts.admin, '/Account/UserDetails');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: demoAccounts.admin,
      roleName: 'CompanyAdmin',
      disableSparesFinderCheckout: false,
      isTestUser: false,
      userGroupId: 1,
    });
    expect(Object.keys(response.json())).not.toContain('passwordHash');
  });

  it.each([
    [demoAccounts.noCheckout, { disableSparesFinderCheckout: true }],
    [demoAccounts.test, { isTestUser: true }],
    [demoAccounts.electrical, { userGroupId: 4 }],
  ])('reports the flags of %s', async (email, expected) => {
    expect((await get(email, '/Account/UserDetails')).json()).toMatchObject(expected);
  });
});

describe('GET /Account/GetOrganisation', () => {
  it("returns the caller's organisation with its contact user", async () => {
    const response = await get(demoAccounts.admin, '/Account/GetOrganisation');
    expect(response.statusCode).toBe(200);
    const organisation = response.json();
    expect(organisation).toMatchObject({ orgName: 'Acme Heating Ltd', postCode: 'LS11 5AB', townCity: 'Leeds' });
    expect(organisation.computedContactUser).toEqual({ firstName: 'Alex', surname: 'Morgan' });
    expect(organisation.buyingGroupStatusID).toBeGreaterThan(1);
  });

  it('never mixes organisations', async () => {
    expect((await get(demoAccounts.fresh, '/Account/GetOrganisation')).json().orgName).toBe('Fresh Plumbing Co');
  });
});

describe('GET /Account/IsAccountCompleted', () => {
  it.each([
    [demoAccounts.admin, true],
    [demoAccounts.fresh, false], // no address (DEMO_DATA.md)
  ])('%s -> %s', async (email, isCompleted) => {
    expect((await get(email, '/Account/IsAccountCompleted')).json()).toEqual({ isCompleted });
  });
});

describe('GET /Account/Authenticate', () => {
  it('confirms the session with no utm when none were given', async () => {
    expect((await get(demoAccounts.admin, '/Account/Authenticate')).json()).toEqual({ isAuthenticated: true, utm: {} });
  });
});
