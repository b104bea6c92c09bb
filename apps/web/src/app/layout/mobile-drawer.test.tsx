import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, electricalGroup } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const openDrawer = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return within(await screen.findByRole('navigation', { name: 'Mobile' }));
};

describe('mobile drawer', () => {
  it('lists categories, then the links in the spec order, ending with a full-page Logout', async () => {
    const { user } = renderApp('/');
    const drawer = await openDrawer(user);
    expect(await drawer.findByRole('button', { name: 'Valves, show sub-categories' })).toBeInTheDocument();
    const links = within(drawer.getByRole('list', { name: 'Account and lists' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'My account',
      'New search',
      'Recently ordered',
      'Order History',
      'Favourites',
      'Basket',
      'Notifications',
      'Requested Products',
      'Logout',
    ]);
    expect(drawer.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/account/logout');
    expect(drawer.getByRole('link', { name: 'New search' })).toHaveAttribute('href', '/Spares');
  });

  it('drills into categories with a Back link and closes when a category is chosen', async () => {
    const { user, router } = renderApp('/');
    const drawer = await openDrawer(user);
    await user.click(await drawer.findByRole('button', { name: 'Valves, show sub-categories' }));
    expect(drawer.getByRole('button', { name: 'Back to Shop' })).toBeInTheDocument();
    await user.click(drawer.getByRole('link', { name: 'Radiator Valves' }));
    await waitFor(() => expect(router.state.location.search).toBe('?classification=3'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });

  it("opens on its own for '/?part=3&origin=home'", async () => {
    renderApp('/?part=3&origin=home');
    expect(await screen.findByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('stays shut for other home addresses', async () => {
    renderApp('/?part=2&origin=home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('user group 4 sees no Spares categories, no My account and its own search url', async () => {
    const { user } = renderApp('/', { 'GET /Account/UserDetails': { ...adminUser, userGroupId: 4 }, 'GET /GetUserGroup': electricalGroup });
    const drawer = await openDrawer(user);
    await drawer.findByRole('button', { name: 'Valves, show sub-categories' });
    expect(drawer.queryByRole('button', { name: /Boiler Spares/ })).not.toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'New search' })).toHaveAttribute('href', '/products?classification=900');
  });
});
