import { describe, expect, it } from 'vitest';
import { adminUser, defaultGroup } from '../test-utils/fixtures';
import { shellPermissions } from './shell-permissions';

const user = adminUser;
const group = defaultGroup;

describe('shellPermissions', () => {
  it('shows everything for an ordinary company admin', () => {
    expect(shellPermissions(user, group)).toEqual({
      isElectricalServices: false,
      showAccount: true,
      showOrderHistory: true,
      canSeeBuyingOptions: true,
      showSpares: true,
      allowSparesSearch: true,
      searchUrl: '/Spares',
      hideOfferLabels: false,
    });
  });

  it('disable checkout hides account and order history and disables See Buying Options', () => {
    expect(shellPermissions({ ...user, disableSparesFinderCheckout: true }, group)).toMatchObject({
      showAccount: false,
      showOrderHistory: false,
      canSeeBuyingOptions: false,
      showSpares: true,
    });
  });

  it('user group 4 hides spares and My Account and uses its own search url', () => {
    const electrical = { ...group, id: 4, searchUrl: '/products' };
    expect(shellPermissions({ ...user, userGroupId: 4 }, electrical)).toMatchObject({
      isElectricalServices: true,
      showAccount: false,
      showSpares: false,
      searchUrl: '/products',
      showOrderHistory: true,
    });
  });

  it('falls back to the defaults when the user group failed to load', () => {
    expect(shellPermissions(user, undefined)).toMatchObject({ showSpares: true, searchUrl: '/Spares' });
    expect(shellPermissions({ ...user, userGroupId: 4 }, undefined)).toMatchObject({ isElectricalServices: true, searchUrl: '/search' });
  });

  it('reads allowSpares for the autocomplete option and defaults an empty search url', () => {
    expect(shellPermissions(user, { ...group, allowSpares: false, searchUrl: '' })).toMatchObject({ allowSparesSearch: false, searchUrl: '/Spares' });
  });
});
