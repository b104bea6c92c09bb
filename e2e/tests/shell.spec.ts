import { expect, type Page } from '@playwright/test';
import { demoAccounts, signIn, untilAppLoaded, test } from './support';

test.describe('page shell', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.admin);
  });

  test('header badges show the basket product quantity and the unread notification count', async ({ page }) => {
    const basket = await (await page.request.get('/Basket/GetBasketForUser')).json();
    const productQty = basket.lines
      .filter((line: { basketLineType: { name: string; considerForAvailability: boolean } }) => line.basketLineType.name === 'Product' && line.basketLineType.considerForAvailability)
      .reduce((sum: number, line: { qty: number }) => sum + line.qty, 0);
    expect(productQty).toBe(5); // DEMO world: CAL-87161 × 2 and GEN-15MM-ISO × 3 in Acme's open basket
    await expect(page.getByRole('link', { name: /^Basket, 5 items/ })).toBeVisible();

    const { count } = await (await page.request.get('/NotificationTriggerLog/UnreadNotifications')).json();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: new RegExp(`^Notifications, ${count} unread`) })).toBeVisible();
  });

  test('the banner strip shows the server text', async ({ page }) => {
    const { bannerText } = await (await page.request.get('/GetBannerText?organisationId=' + (await (await page.request.get('/Account/UserDetails')).json()).orgID)).json();
    expect(bannerText).not.toBe('noshow');
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('Free next-day delivery');
  });

  test('the Shop mega-menu opens three sorted levels and navigates to a category', async ({ page }) => {
    await page.getByRole('button', { name: 'Shop', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Shop categories' });
    await expect(panel).toBeVisible();
    const topNames = await panel.locator(':scope > button').allInnerTexts();
    expect(topNames.length).toBeGreaterThan(3);
    expect([...topNames].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(topNames);
    await panel.getByRole('button', { name: 'Valves' }).click();
    await panel.getByRole('link', { name: 'Isolating Valves' }).first().click();
    await expect(page).toHaveURL(/\/products\?classification=\d+/);
    await expect(panel).toBeHidden();
  });

  test('desktop links reach the list pages and every routed page renders inside the shell', async ({ page }) => {
    // Eleven pages, each a lazy chunk, several now real (availability streams 50 branches): more than one page's time.
    test.setTimeout(150_000);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Order History', /\/OrderHistory$/i],
      ['Favourites', /\/favourite-products$/],
      ['Recently Ordered', /\/recently-ordered$/],
      ['Requested Products', /\/requested-products$/],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    for (const path of ['/search', '/Spares', '/Basket', '/Basket/Availability', '/Notifications', '/settings', '/payment-failed']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment has failed');
  });

  test('the header search submits to the product search page', async ({ page }) => {
    const search = page.getByRole('banner').getByRole('combobox').first();
    await search.fill('diverter valve');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?searchTerm=diverter(\+|%20)valve/);
  });

  test('/login and /signup redirect to the home page', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an address typed in opens at the top; a reload keeps the position', async ({ page }) => {
    await page.goto('/');
    await untilAppLoaded(page);
    await expect(page.getByRole('contentinfo')).toBeAttached({ timeout: 30_000 });
    await expect.poll(() => scrollToBottom(page)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    // React Router saves scroll positions as the page hides; each address typed in is an entry of its own.
    await page.goto('/Spares');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/');
    await untilAppLoaded(page);
    await expect(page.getByRole('contentinfo')).toBeAttached({ timeout: 30_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => scrollToBottom(page)).toBeGreaterThan(300);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 30_000 }).toBeGreaterThan(scrolled / 2);
  });
});

/**
 * Scrolls to the bottom and says where the window is: polled, because the home page grows as its sections load, and
 * one scroll before then stays at 0.
 */
const scrollToBottom = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
    return window.scrollY;
  });
