import { expect, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';

const favouritesList = (page: Page) => page.getByRole('list', { name: 'Favourite products' });

test.describe("the customer's lists", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.admin);
  });

  test('liking a product puts it in Favourites; unliking takes it out', async ({ page }) => {
    await page.goto('/products?searchTerm=GEN-15MM-ISO');
    const card = page.getByRole('article', { name: /^GEN-15MM-ISO / });
    const star = card.getByRole('button', { name: 'Favourite GEN-15MM-ISO' });
    await expect(star).toBeVisible();
    const likedAtStart = (await star.getAttribute('aria-pressed')) === 'true';
    if (likedAtStart) {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
    }
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favourite-products');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search favourites' }).fill('isolating');
    await page
      .getByRole('search', { name: 'Search favourites' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    const favourite = favouritesList(page).getByRole('article', { name: /^GEN-15MM-ISO / });
    await expect(favourite).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('favourites-desktop-1366'), fullPage: true });

    await favourite.getByRole('button', { name: 'Favourite GEN-15MM-ISO' }).click();
    await expect(favourite).toBeHidden();
    if (likedAtStart) {
      // Leave the demo favourites as they were.
      await page.goto('/products?searchTerm=GEN-15MM-ISO');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
    }
  });

  test('favourites sort by name', async ({ page }) => {
    await page.goto('/favourite-products');
    const names = () => favouritesList(page).getByRole('heading', { level: 3 }).allInnerTexts();
    await expect(favouritesList(page).getByRole('article').first()).toBeVisible();
    const ascending = await names();
    expect([...ascending].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }))).toEqual(
      ascending,
    );
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Product Name Z-A' });
    await expect.poll(names).not.toEqual(ascending);
    const descending = await names();
    expect([...descending].sort((a, b) => b.localeCompare(a, 'en-GB', { sensitivity: 'base' }))).toEqual(
      descending,
    );
  });

  test('a sourcing request for CAL-OBS-001 appears in Requested Products, and can be removed after confirming', async ({
    page,
  }) => {
    await page.goto('/products?searchTerm=CAL-OBS-001');
    const card = page.getByRole('article', { name: /^CAL-OBS-001 / });
    await card.getByRole('button', { name: /^Item Obsolete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Want us to source this part for you?' });
    await dialog.getByRole('button', { name: 'Request Product' }).click();
    await expect(dialog.getByText('Thank you.', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await page.goto('/requested-products');
    await expect(
      page.getByText(/^\d+ requested products?, please see your emails for updates$/),
    ).toBeVisible();
    const requested = page.getByRole('article', { name: 'CAL-OBS-001' }).first();
    await expect(requested).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('requested-products-desktop-1366'), fullPage: true });

    const before = await page.getByRole('article', { name: 'CAL-OBS-001' }).count();
    await requested.getByRole('button', { name: 'Remove CAL-OBS-001' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove requested product?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article', { name: 'CAL-OBS-001' })).toHaveCount(before);
    await requested.getByRole('button', { name: 'Remove CAL-OBS-001' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('article', { name: 'CAL-OBS-001' })).toHaveCount(before - 1);
  });

  test('recently ordered lists past order lines and sorts them', async ({ page }) => {
    await page.goto('/recently-ordered');
    await expect(page.getByRole('heading', { level: 1, name: 'Recently Ordered' })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Recently ordered products' }).getByRole('article');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Product Name A-Z' });
    await expect
      .poll(async () => {
        const codes = await rows.evaluateAll((articles) =>
          articles.map((article) => article.getAttribute('aria-label') ?? ''),
        );
        const names = codes.map((code) => code.replace(/^\S+ /, ''));
        return (
          names.join('|') ===
          [...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })).join('|')
        );
      })
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('recently-ordered-desktop-1366'), fullPage: true });
  });
});
