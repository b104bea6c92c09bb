import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, basketLine, basketWith } from '../../test-utils/fixtures';
import { reply } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';

const header = async () => {
  const banner = await screen.findByRole('banner');
  return within(banner);
};

describe('site header', () => {
  it('basket badge sums only Product lines that count for availability', async () => {
    renderApp('/', {
      'GET /Basket/GetBasketForUser': basketWith([
        basketLine({ id: 1, qty: 3 }),
        basketLine({ id: 2, qty: 2 }),
        basketLine({ id: 3, qty: 7, basketLineType: { id: 2, name: 'Delivery', considerForAvailability: false } }),
        basketLine({ id: 4, qty: 4, basketLineType: { id: 1, name: 'Product', considerForAvailability: false } }),
      ]),
    });
    const inHeader = await header();
    const basket = await inHeader.findByRole('link', { name: 'Basket, 5 items' });
    expect(basket).toHaveAttribute('href', '/Basket');
    expect(within(basket).getByTestId('badge-count')).toHaveTextContent('5');
  });

  it('notifications bell shows the unread count', async () => {
    renderApp('/', { 'GET /NotificationTriggerLog/UnreadNotifications': { count: 12 } });
    const bell = await (await header()).findByRole('link', { name: 'Notifications, 12 unread' });
    expect(bell).toHaveAttribute('href', '/Notifications');
    expect(within(bell).getByTestId('badge-count')).toHaveTextContent('12');
  });

  it('shows no badge for an empty basket and carries on when the counts fail to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', {
      'GET /Basket/GetBasketForUser': reply(500, { statusCode: 500, code: 'internal', message: 'Something went wrong.' }),
      'GET /NotificationTriggerLog/UnreadNotifications': reply(500, { statusCode: 500, code: 'internal', message: 'Something went wrong.' }),
      'GET /GetUserGroup': reply(500, { statusCode: 500, code: 'internal', message: 'Something went wrong.' }),
      'GET /GetMenuItems': reply(500, { statusCode: 500, code: 'internal', message: 'Something went wrong.' }),
    });
    const inHeader = await header();
    expect(await inHeader.findByRole('link', { name: 'Basket, 0 items' })).toBeInTheDocument();
    expect(inHeader.getByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(inHeader.queryByTestId('badge-count')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to SparesFinder' })).toBeInTheDocument();
    // spec 1 §8: each failure is logged and the page carries on.
    await waitFor(() =>
      expect(new Set(logged.mock.calls.map(([text]) => String(text)))).toEqual(
        new Set([
          'SparesFinder: query ["basket","for-user"] failed',
          'SparesFinder: query ["notifications","unread-count"] failed',
          'SparesFinder: query ["user-group","current"] failed',
          'SparesFinder: query ["catalogue","menu-items",10] failed',
        ]),
      ),
    );
  });

  it('has the logo, account icon and an enabled See Buying Options link', async () => {
    renderApp('/');
    const inHeader = await header();
    expect(inHeader.getByRole('link', { name: 'SparesFinder home' })).toHaveAttribute('href', '/');
    expect(await inHeader.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/settings');
    const buyingOptions = inHeader.getByRole('link', { name: 'See Buying Options' });
    expect(buyingOptions).toHaveAttribute('href', '/Basket/Availability');
    await waitFor(() => expect(buyingOptions).not.toHaveAttribute('aria-disabled'));
    expect(buyingOptions).not.toHaveAttribute('aria-describedby');
  });

  it('disables See Buying Options, saying why, while the basket has no product lines (spec 1 §2)', async () => {
    renderApp('/', {
      'GET /Basket/GetBasketForUser': basketWith([
        basketLine({ id: 9, qty: 1, manufacturerCode: 'GOPHR', basketLineType: { id: 3, name: 'Delivery Charge', considerForAvailability: false } }),
      ]),
    });
    const inHeader = await header();
    await inHeader.findByRole('link', { name: 'Basket, 0 items' });
    const buyingOptions = inHeader.getByText('See Buying Options').closest('a')!;
    expect(buyingOptions).toHaveAttribute('aria-disabled', 'true');
    expect(buyingOptions).toHaveAccessibleDescription('Add a product to your basket to see buying options.');
  });

  it('disable checkout hides the account icon, My account and Order History and disables See Buying Options', async () => {
    const { user } = renderApp('/', { 'GET /Account/UserDetails': { ...adminUser, disableSparesFinderCheckout: true } });
    const inHeader = await header();
    await inHeader.findByRole('link', { name: /^Basket/ });
    expect(inHeader.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(inHeader.getByText('See Buying Options').closest('a')).toHaveAttribute('aria-disabled', 'true');
    expect(inHeader.getByText('See Buying Options').closest('a')).toHaveAccessibleDescription('Checkout is turned off for your account.');
    expect(screen.queryAllByRole('link', { name: 'Order History', hidden: true })).toHaveLength(0);
    expect(screen.queryAllByRole('link', { name: 'My account', hidden: true })).toHaveLength(0);

    await user.click(inHeader.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(drawer).getByRole('link', { name: 'Favourites' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Order History' })).not.toBeInTheDocument();
  });

  it('searching from the header goes to the product results', async () => {
    const { router, user } = renderApp('/');
    const inHeader = await header();
    await user.type(inHeader.getByRole('combobox', { name: 'Search products' }), 'diverter valve{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(new URLSearchParams(router.state.location.search).get('searchTerm')).toBe('diverter valve');
  });
});
