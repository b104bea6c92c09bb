import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { adminUser, electricalGroup } from '../../test-utils/fixtures';
import { requestsTo } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';

/** spec 1 §1, §6: the electrical group (4) and disable{product}Checkout users have no My Account, link or route. */
describe('/settings for users without My Account', () => {
  it.each([
    ['disable{product}Checkout', { 'GET /Account/UserDetails': { ...adminUser, disableSparesFinderCheckout: true } }],
    ['the electrical-services group (4)', { 'GET /Account/UserDetails': { ...adminUser, userGroupId: 4 }, 'GET /GetUserGroup': electricalGroup }],
  ])('%s is sent home and the account is never loaded', async (_case, routes) => {
    const { router, api } = renderApp('/settings', routes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Company Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(requestsTo(api, 'GET /OrganisationSupplier/GetData')).toHaveLength(0);
  });
});
