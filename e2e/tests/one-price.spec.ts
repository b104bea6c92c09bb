import { expect, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';

/**
 * Issue #11 'Trader trust' on the demo world: one price for one part (Acme is a buying-group member: CAL-87161 is
 * £43.65 ex VAT on the card and in the basket), a basket that adds up, the customer order number, and Buy again.
 * Every journey puts Acme's basket back as it found it (CAL-87161 × 2, GEN-15MM-ISO × 3, no order number).
 */

interface ApiBasket {
  basketKey: string;
  version: number;
  totalCost: number;
  totalCostWithVat: number;
  customerOrderNo: string | null;
  fulfillmentPostcode: string | null;
}

const gbp = (pounds: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds);
const getBasket = async (page: Page): Promise<ApiBasket> =>
  (await page.request.get('/Basket/GetBasketForUser')).json();

async function restoreDemoBasket(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const basket = await getBasket(page);
  const response = await page.request.post('/Basket/UpdateBasketForUser', {
    headers: { 'X-XSRF-TOKEN': token },
    data: {
      basketKey: basket.basketKey,
      version: basket.version,
      lines: [
        { manufacturerCode: 'CAL-87161', qty: 2, basketLineTypeId: 1 },
        { manufacturerCode: 'GEN-15MM-ISO', qty: 3, basketLineTypeId: 1 },
      ],
      customerOrderNo: '',
    },
  });
  expect(response.status()).toBe(200);
}

test.describe('trader trust', () => {
  // axe-core over a full page is slow on a shared machine.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.admin);
  });

  test.afterEach(async ({ page }) => {
    await restoreDemoBasket(page);
  });

  test('one price: the card and the basket show the same figure for CAL-87161, and the basket adds up', async ({
    page,
  }) => {
    await page.goto('/products?searchTerm=CAL-87161');
    const card = page.getByRole('article', { name: 'CAL-87161 Diverter valve assembly' });
    await expect(card).toContainText('£43.65');
    await expect(card).not.toContainText('£48.50');

    await page.goto('/Basket');
    const valve = page.getByTestId('basket-line').filter({ hasText: 'CAL-87161' });
    await expect(valve).toContainText('£43.65');
    await expect(valve).toContainText('£87.30'); // 2 × £43.65, the line total

    // The page shows what the server charges.
    const basket = await getBasket(page);
    const totals = page.getByLabel('Basket totals');
    await expect(totals.getByTestId('basket-subtotal')).toHaveText(gbp(basket.totalCost));
    await expect(totals.getByTestId('basket-total')).toHaveText(gbp(basket.totalCostWithVat));
    await expect(totals.getByTestId('basket-vat')).toHaveText(
      gbp(Math.round((basket.totalCostWithVat - basket.totalCost) * 100) / 100),
    );

    // Headers stay on one line at 1366 px.
    for (const header of await page.getByRole('columnheader').all()) {
      const box = await header.boundingBox();
      expect(box?.height ?? 0).toBeLessThan(60);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('basket-totals-1366'), fullPage: true });
  });

  test('the customer order number is shown, edited and refused past 20 characters with a counter', async ({
    page,
  }) => {
    await page.goto('/Basket');
    const form = page.getByRole('form', { name: 'Your order number' });
    const field = form.getByRole('textbox', { name: 'Your order number' });
    await field.fill('JOB-E2E-1');
    await expect(form.getByText('9/20 characters')).toBeVisible();
    await form.getByRole('button', { name: 'Save order number' }).click();
    await expect(form.getByText('Order number saved.')).toBeVisible();
    expect((await getBasket(page)).customerOrderNo).toBe('JOB-E2E-1');

    await page.reload();
    const reloaded = page.getByRole('textbox', { name: 'Your order number' });
    await expect(reloaded).toHaveValue('JOB-E2E-1');
    const tooLong = 'R'.repeat(24);
    await reloaded.fill(tooLong);
    await expect(reloaded).toHaveValue(tooLong);
    await expect(
      page.getByText('A reference can be at most 20 characters. (24/20 characters)'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save order number' })).toBeDisabled();
  });

  test('Recently Ordered: Buy again puts the line in the basket at the price the card shows', async ({
    page,
  }) => {
    await page.goto('/recently-ordered');
    const row = page.getByRole('article').first();
    const code = ((await row.getAttribute('aria-label')) ?? '').split(' ')[0]!;
    await row.getByRole('button', { name: `Buy again: ${code}` }).click();
    await expect(row.getByText('Item(s) added to basket')).toBeVisible();
    await page.goto('/Basket');
    await expect(page.getByTestId('basket-line').filter({ hasText: code })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('screenshots: the basket and Recently Ordered at 1366 and 390 px', async ({ page }) => {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/Basket');
      await expect(page.getByLabel('Basket totals')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: screenshotPath(`basket-trust-${width}`), fullPage: true });
      await page.goto('/recently-ordered');
      await expect(page.getByRole('button', { name: /^Buy again/ }).first()).toBeVisible({ timeout: 30_000 });
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`recently-ordered-${width}`), fullPage: true });
    }
  });
});
