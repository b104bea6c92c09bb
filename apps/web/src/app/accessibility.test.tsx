import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
// Hoisted from the e2e workspace (@axe-core/playwright); the same engine the Playwright checks use.
import axe from 'axe-core';
import { adminUser } from '../test-utils/fixtures';
import { renderApp } from '../test-utils/render';

/** jsdom has no layout, so colour contrast is checked in the browser (Playwright), not here. */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  it('home page and shell', async () => {
    renderApp('/', { 'GET /Account/IsAccountCompleted': { isCompleted: false }, 'GET /GetBannerText': { bannerText: '<b>Free delivery</b> on orders over £50' } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to SparesFinder' });
    await screen.findByRole('dialog', { name: 'Complete your Account to start shopping' });
    await screen.findByRole('region', { name: 'Announcement' });
    expect(await violations()).toEqual([]);
  });

  it('open mega-menu and mobile drawer', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Shop', hidden: true }));
    await screen.findByRole('group', { name: 'Boiler Spares', hidden: true });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    await screen.findByRole('navigation', { name: 'Mobile' });
    expect(await violations()).toEqual([]);
  });

  it.each(['/Basket', '/OrderHistory', '/payment-failed', '/nowhere'])('%s', async (path) => {
    renderApp(path, { 'GET /Account/UserDetails': { ...adminUser, disableSparesFinderCheckout: true } });
    await screen.findByRole('heading', { level: 1 });
    expect(await violations()).toEqual([]);
  });
});
