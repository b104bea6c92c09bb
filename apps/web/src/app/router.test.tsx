import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils/render';
import { preloadPageOf } from './router';

/** Every page of both route tables (spec 1 §2, spec 3 §2.1) with the h1 it shows. */
const pages: [string, string][] = [
  ['/', 'Welcome to SparesFinder'],
  ['/products?searchTerm=valve', 'Results for “valve”'],
  ['/search', 'All Categories'],
  ['/Spares', 'Spares Finder'],
  ['/Spares?tab=searchByKeyword&q=diverter', 'Spares Finder'],
  ['/Spares/Boiler-Spares/PCBs', 'Spares Finder'],
  ['/sparesFinder', 'Spares Finder'],
  ['/SparesFinder/Basket', 'MY BASKET'],
  ['/settings', 'Company Details'],
  ['/Settings', 'Company Details'],
  ['/orderHistory', 'ORDER HISTORY'],
  // spec 1 §2: with basketKey the page shows ORDER INFORMATION / Order Details for that order.
  ['/OrderHistory?basketKey=abc', 'ORDER INFORMATION'],
  ['/recently-ordered', 'Recently Ordered'],
  ['/favourite-products', 'Favourites'],
  ['/requested-products', 'Requested Products'],
  ['/Basket', 'MY BASKET'],
  ['/Basket/Availability', 'BUYING OPTIONS'], // the page itself now (issue 14), headed like MY BASKET
  ['/Basket/Checkout/6f1c9a62-5a7e-4a0e-9d1b-2f6a7b0c1d2e', 'Checkout'],
  ['/make-payment/6f1c9a62-5a7e-4a0e-9d1b-2f6a7b0c1d2e?tokenId=1', 'Make Payment'],
  ['/Basket/Confirmation/6f1c9a62-5a7e-4a0e-9d1b-2f6a7b0c1d2e', 'Order Confirmation'],
  ['/notifications', 'Notifications'],
  ['/Notifications', 'Notifications'],
  ['/Notifications/Details/5', 'Notification'],
  ['/payment-completed', 'Payment completed'],
  ['/payment-failed', 'Payment has failed'],
  ['/payment-abort', 'Payment cancelled'],
  ['/exportedOrder?fileId=abc', 'Download exported order'],
  ['/no-such-page', 'We can’t find that page'],
];

describe('router', () => {
  it.each(pages)('%s renders "%s" inside the shell', async (path, heading) => {
    renderApp(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/login', '/signup'])('%s redirects to /', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to SparesFinder' })).toBeInTheDocument();
  });

  it.each([
    ['/products', () => import('./routes/products.page')],
    ['/Spares/Boiler-Spares/PCBs', () => import('./routes/spares.page')],
    ['/orderhistory', () => import('./routes/order-history.page')],
    ['/no-such-page', () => import('./routes/not-found.page')],
  ])('the page a visit starts on (%s) is fetched before the layout renders it, and only that page', async (path, own) => {
    const started = preloadPageOf(path);
    expect(started).toHaveLength(1);
    expect((await started[0])!.default).toBe((await own()).default);
  });

  it('a redirect route preloads nothing', () => {
    expect(preloadPageOf('/login')).toEqual([]);
  });
});
