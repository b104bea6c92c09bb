import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, electricalGroup } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const main = async () => within(await screen.findByRole('main'));

describe('home page', () => {
  it('has the welcome banner, both search cards, the selling points and the Get in Touch form', async () => {
    renderApp('/');
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Welcome to SparesFinder' })).toBeInTheDocument();
    expect(page.getByRole('region', { name: 'Find Products' })).toBeInTheDocument();
    expect(page.getByRole('combobox', { name: 'Find products' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/search');
    expect(within(page.getByRole('region', { name: 'Find Spares' })).getByRole('link', { name: 'Search Spares' })).toHaveAttribute('href', '/Spares');
    const points = within(page.getByRole('region', { name: 'Why the trade uses SparesFinder' })).getAllByRole('heading', { level: 3 });
    expect(points.map((point) => point.textContent)).toEqual([
      'Instant parts identifier',
      '1.6 million products',
      'Live stock in real time',
      'Credit account and card',
      'Same-day collection and delivery',
      'Images, manuals and compatibility',
    ]);
    expect(page.getByText('Search 1.6 million heating and plumbing products in one place.')).toBeInTheDocument();
    expect(page.getByText('Collect or have it delivered the same day from over 1000 locations.')).toBeInTheDocument();
    // The form loads after the page has painted (home.page.tsx).
    expect(await page.findByRole('form', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(page.getByText('Monday to Friday, 8.30am to 5.00pm')).toBeInTheDocument();
  });

  it("sends Find Spares to the user group's search url", async () => {
    renderApp('/', { 'GET /GetUserGroup': { ...electricalGroup, id: 2, searchUrl: '/Spares?tab=searchByKeyword' } });
    const page = await main();
    // The button shows the default /Spares until the user group has loaded (shell-permissions.ts).
    await waitFor(() => expect(page.getByRole('link', { name: 'Search Spares' })).toHaveAttribute('href', '/Spares?tab=searchByKeyword'));
  });

  it('user group 4 gets the electrical-services welcome page with one card, no Spares and no My Account', async () => {
    renderApp('/', { 'GET /Account/UserDetails': { ...adminUser, userGroupId: 4 }, 'GET /GetUserGroup': electricalGroup });
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Welcome to SparesFinder Electrical Services' })).toBeInTheDocument();
    expect(page.getByRole('region', { name: 'Find Products' })).toBeInTheDocument();
    expect(page.queryByRole('region', { name: 'Find Spares' })).not.toBeInTheDocument();
    // The link shows /search until the user group's menu has loaded (the heading may come first under load).
    await waitFor(() => expect(page.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/products?classification=900'));
    // The form loads after the page has painted (home.page.tsx).
    expect(await page.findByRole('form', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /my account/i, hidden: true })).toHaveLength(0);
    const sparesLinks = screen.queryAllByRole('link', { hidden: true }).filter((link) => /^\/spares/i.test(link.getAttribute('href') ?? ''));
    expect(sparesLinks).toHaveLength(0);
  });
});
