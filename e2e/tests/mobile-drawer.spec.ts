import { expect } from '@playwright/test';
import { demoAccounts, screenshotPath, signIn, test } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('mobile drawer at 390 px', () => {
  test('drills down the categories with Back links and lists every shell link', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    // The desktop menu is hidden on mobile; the page must not scroll sideways.
    await expect(page.getByRole('button', { name: 'Shop', exact: true })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'My account', 'New search', 'Recently ordered', 'Order History', 'Favourites', 'Basket', 'Notifications', 'Requested Products', 'Logout']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.screenshot({ path: screenshotPath('drawer-mobile-390') });

    await drawer.getByRole('button', { name: 'Valves, show sub-categories' }).click();
    await expect(drawer.getByRole('heading', { name: 'Valves' })).toBeVisible();
    await drawer.getByRole('button', { name: /^Back to Shop/ }).click();
    await expect(drawer.getByRole('heading', { name: 'Shop' })).toBeVisible();

    await drawer.getByRole('button', { name: 'Valves, show sub-categories' }).click();
    const isolating = drawer.getByRole('button', { name: 'Isolating Valves, show sub-categories' });
    if (await isolating.count()) {
      await isolating.click();
      await expect(drawer.getByRole('button', { name: /^Back to Valves/ })).toBeVisible();
      await drawer.getByRole('link', { name: 'All Isolating Valves' }).click();
    } else {
      await drawer.getByRole('link', { name: 'Isolating Valves' }).click();
    }
    await expect(page).toHaveURL(/\/products\?classification=\d+/);
    await expect(drawer).toBeHidden();
  });

  test('?part=3&origin=home opens the side drawer', async ({ page }) => {
    // The drawer is modal: once it is open the header is hidden from the accessibility tree, so the sign-in helper
    // must not wait for the header (it raced the drawer and lost when the page was quick).
    await signIn(page, demoAccounts.admin, { returnUrl: '/?part=3&origin=home', expectHome: false });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });
});
