import { expect, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';

/** Issue #11 items 5 and 7: browse a SPARES category, narrow it by boiler make, add a 'You may require' item. */

async function setBasketLine(page: Page, manufacturerCode: string, qty: number) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/Basket/AddLine', { data: { manufacturerCode, qty }, headers: { 'X-XSRF-TOKEN': token } });
  expect(response.ok()).toBe(true);
}

async function basketQtyOf(page: Page, manufacturerCode: string): Promise<number> {
  const basket = (await (await page.request.get('/Basket/GetBasketForUser')).json()) as { lines: { manufacturerCode: string; qty: number }[] };
  return basket.lines.find((line) => line.manufacturerCode === manufacturerCode)?.qty ?? 0;
}

test.describe('spares browsing', () => {
  // Two viewports, axe and several searches each: more than the default 45 s on a loaded machine.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.admin);
  });

  test('Shop > Spares > Diverter Valves lists its parts; ticking a Boiler make narrows them', async ({ page }) => {
    await page.getByRole('button', { name: 'Shop', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Shop categories' });
    await panel.getByRole('button', { name: 'Spares', exact: true }).click();
    await panel.getByRole('link', { name: 'Diverter Valves', exact: true }).first().click();
    await expect(page).toHaveURL(/\/Spares\/Boiler-Spares\/Diverter-Valves\?classification=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diverter Valves');
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    const status = page.getByRole('status').filter({ hasText: /products?$/ });
    await expect(status).toHaveText(/^[\d,]+ products?$/);
    const total = Number((await status.innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(28);

    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    for (const name of ['Boiler make', 'Part type', 'Fits appliance']) await expect(sidebar.getByRole('group', { name })).toBeVisible();
    const caldera = sidebar.getByRole('group', { name: 'Boiler make' }).getByRole('checkbox', { name: /^Caldera \(\d+\)$/ });
    const label = await sidebar.getByRole('group', { name: 'Boiler make' }).locator('label').filter({ hasText: /^Caldera \(/ }).innerText();
    const calderaCount = Number(label.match(/\((\d+)\)$/)?.[1]);
    await page.screenshot({ path: screenshotPath('spares-diverter-valves-1366') });
    expect(await axeViolations(page)).toEqual([]);

    await caldera.click();
    await expect(page).toHaveURL(/[?&]f=\d+%3ACaldera/);
    await expect(caldera).toBeChecked();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(status).toHaveText(new RegExp(`^${calderaCount.toLocaleString('en-GB')} products?$`));
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Caldera');
    await expect(page.getByRole('article', { name: /^CAL-87161 / })).toBeVisible();
    await page.screenshot({ path: screenshotPath('spares-diverter-valves-caldera-1366') });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('group', { name: 'Boiler make' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('spares-diverter-valves-filters-390') });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: screenshotPath('spares-diverter-valves-390') });
  });

  test("a 'You may require' item opens its product and can be added", async ({ page }) => {
    const before = await basketQtyOf(page, 'CAL-87161');
    await setBasketLine(page, 'CAL-87161', 0);
    await page.goto('/products?searchTerm=CAL-87161');
    await page.getByRole('article', { name: /^CAL-87161 / }).getByRole('button', { name: /^Add to order/ }).click();
    const modal = page.getByRole('dialog', { name: 'Added to basket' });
    const related = modal.getByRole('list', { name: 'Related products' }).getByRole('listitem').first();
    await expect(related).toBeVisible();
    const relatedLink = related.getByRole('link');
    const mpn = (await relatedLink.innerText()).split('\n')[0]!.trim();
    const relatedBefore = await basketQtyOf(page, mpn);
    await setBasketLine(page, mpn, 0);

    await related.getByRole('button', { name: /^Add to order/ }).click();
    await expect(related.getByRole('spinbutton', { name: /^Quantity of/ })).toHaveValue('1');
    expect(await basketQtyOf(page, mpn)).toBe(1);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: screenshotPath('added-to-basket-related-1366') });
    expect(await axeViolations(page)).toEqual([]);

    await relatedLink.click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/products\\?searchTerm=${encodeURIComponent(mpn)}$`));
    await expect(page.getByRole('article', { name: new RegExp(`^${mpn} `) })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await setBasketLine(page, 'CAL-87161', 0);
    await page.goto('/products?searchTerm=CAL-87161');
    await page.getByRole('article', { name: /^CAL-87161 / }).getByRole('button', { name: /^Add to order/ }).click();
    await expect(modal.getByRole('list', { name: 'Related products' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: screenshotPath('added-to-basket-related-390') });

    await setBasketLine(page, mpn, relatedBefore);
    await setBasketLine(page, 'CAL-87161', before);
  });
});
