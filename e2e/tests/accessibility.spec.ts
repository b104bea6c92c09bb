import { expect, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('accessibility and screenshots', () => {
  test('sign-in page is axe-clean', async ({ page }) => {
    await page.goto('/bff/login');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('sign-in-desktop-1366') });
  });

  test('home page at 1366 px is axe-clean', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    await expect(page.getByRole('heading', { name: 'Find Products' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await page.screenshot({ path: screenshotPath('home-desktop-1366'), fullPage: true });
  });

  test('home page at 390 px is axe-clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoAccounts.admin);
    await expect(page.getByRole('heading', { name: 'Find Products' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('home-mobile-390'), fullPage: true });
  });

  test('open Shop mega-menu, electrical home and incomplete-account home are axe-clean', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    await page.getByRole('button', { name: 'Shop', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Shop categories' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('mega-menu-desktop-1366') });

    await page.goto('/account/logout');
    await signIn(page, demoAccounts.electrical);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath('home-electrical-1366'), fullPage: true });

    await page.goto('/account/logout');
    await signIn(page, demoAccounts.incomplete);
    await expect(page.getByText('Complete your Account to start shopping')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
