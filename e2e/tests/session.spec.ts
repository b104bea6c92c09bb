import { expect } from '@playwright/test';
import { demoAccounts, signIn, test } from './support';

test.describe('session', () => {
  test('utm parameters are kept across the session and restored into the URL', async ({ page }) => {
    await signIn(page, demoAccounts.admin, { returnUrl: '/?utm_source=newsletter&utm_campaign=spring' });
    await expect(page).toHaveURL(/utm_source=newsletter/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/favourite-products\?.*utm_source=newsletter/);
    await expect(page).toHaveURL(/utm_campaign=spring/);
    await page.goto('/Basket');
    await expect(page).toHaveURL(/\/Basket\?.*utm_source=newsletter/);
  });

  test('logout ends the session and the next visit asks to sign in', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    await page.goto('/account/logout');
    await expect(page).toHaveURL(/\/bff\/login/);
    expect((await page.request.get('/Account/Authenticate')).status()).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL(/\/bff\/login\?returnUrl=/);
  });

  test('a session that expires mid-use sends the browser to sign in', async ({ page, context }) => {
    await signIn(page, demoAccounts.admin);
    await context.clearCookies();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favourites' }).click();
    await page.reload();
    await expect(page).toHaveURL(/\/bff\/login\?returnUrl=/);
  });
});
