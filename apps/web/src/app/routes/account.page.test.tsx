import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
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

describe('the complete-your-account popup and My Account', () => {
  const incomplete = { 'GET /Account/IsAccountCompleted': { isCompleted: false } };

  it('shows on other pages, with its My Account button', async () => {
    renderApp('/Basket', incomplete);
    const popup = await screen.findByRole('dialog', { name: 'Complete your Account to start shopping' });
    expect(within(popup).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/settings');
  });

  it('is not shown on My Account itself, where it would send the trader to the page they are on', async () => {
    const { api } = renderApp('/settings', incomplete);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Details' })).toBeInTheDocument();
    // The answer that would show it has come and been rendered (the page reads it too: Merchant accounts' notice).
    await waitFor(() => expect(requestsTo(api, 'GET /Account/IsAccountCompleted').length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog', { name: 'Complete your Account to start shopping' })).not.toBeInTheDocument();
  });
});
