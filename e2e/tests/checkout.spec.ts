import { expect } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';
import { acceptCollection, demoBasketLines, getBasket, setBasketLines } from './checkout-support';

/**
 * Checkout on account (spec 3 §2.5-2.7, issue #15). Every journey leaves Acme's demo basket as it found it (other
 * specs count its lines) and asserts only on the order it made itself, never on counts others can change.
 */
test.describe('checkout', () => {
  // Acme's demo basket goes back as other specs expect it, whatever happened in the journey.
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.title.includes('test user')) return;
    await setBasketLines(page, demoBasketLines).catch(() => undefined);
  });

  test('account order with TRADE10: checkout page → confirmation → order history link', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, demoAccounts.admin);
    await setBasketLines(page, [{ manufacturerCode: 'CAL-87161', qty: 1 }, { manufacturerCode: 'GEN-15MM-ISO', qty: 1 }]);
    const basketKey = await acceptCollection(page);
    await page.goto(`/Basket/Checkout/${basketKey}`);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Please complete your order and payment within 5 minutes/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Purchases on merchant account \(ACM1001\)/ })).toBeChecked();

    // Quantity 0 removes a line (spec 3 §4.7): the basket is saved, the page reloads, the other line stays.
    const summary = page.getByRole('region', { name: 'Your order' });
    const totalWithBoth = await page.getByTestId('checkout-total').textContent();
    await summary.getByRole('button', { name: /^Remove .*isolating valve/i }).click();
    await expect(summary.getByText(/GEN-15MM-ISO/)).toHaveCount(0);
    await expect(summary.getByText(/CAL-87161 · Qty 1/)).toBeVisible();
    await expect(page.getByTestId('checkout-total')).not.toHaveText(totalWithBoth ?? '');
    // The VAT row, as on the basket, is the server's figure: what its basket charges with VAT less without.
    await expect(page.getByTestId('checkout-vat')).toHaveText(serverVat(await basketByKey(page, basketKey)));

    // Both discount codes: OLD5 shows its reason, TRADE10 a removable tag and a lower total.
    const totalBefore = await page.getByTestId('checkout-total').textContent();
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await page.getByLabel('Discount code').fill('OLD5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This discount code has expired.' })).toBeVisible();
    await page.getByLabel('Discount code').fill('TRADE10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: /Discount TRADE10 applied/ })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).not.toHaveText(totalBefore ?? '');
    // The discount line as the order will carry it: its net part, like every other line 'plus VAT'.
    const discountShown = (await page.getByTestId('checkout-discount').textContent())!.replace(/[^0-9.]/g, '');
    const totalShown = await page.getByTestId('checkout-total').textContent();
    const vatShown = await page.getByTestId('checkout-vat').textContent();

    // Mandatory fields and terms come back in a dialog with no cancel button.
    await page.getByLabel('Preferred collection branch').fill('');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Please complete all mandatory fields');
    await expect(dialog.getByRole('button', { name: /cancel/i })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Preferred collection branch').fill('Leeds South');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog')).toContainText('Please accept the terms and conditions');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByLabel(/I accept the/).check();

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('checkout-desktop'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath('checkout-phone'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    const unreadBefore = await unreadCount(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/Basket/Confirmation/${basketKey}$`), { timeout: 20_000 });
    await expect(page.getByText('Your order has been successfully placed')).toBeVisible();
    // Its 'Order placed' notification is counted on the bell at once (another journey's order may add more).
    await expect.poll(() => unreadCount(page), { timeout: 5_000 }).toBeGreaterThan(unreadBefore);
    await expect(page.getByTestId('confirmation-order-number')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('confirmation-total-with-vat')).toHaveText(totalShown!);
    // The VAT the checkout showed with the discount is what the order was charged, and the confirmation shows it too.
    const placed = await basketByKey(page, basketKey);
    await expect(page.getByTestId('confirmation-vat')).toHaveText(serverVat(placed));
    expect(vatShown).toBe(serverVat(placed));
    await expect(page.getByTestId('confirmation-total-plus-vat')).toHaveText(gbp(placed.totalCost));
    await expect(page.getByText(/^Collect from /)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Heatline Merchants' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View details' })).toHaveAttribute('href', `/OrderHistory?basketKey=${basketKey}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('checkout-confirmation-desktop'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('checkout-confirmation-phone'), fullPage: true });

    // Back from the confirmation goes home (spec 3 §2.7).
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    // The order's own page shows the discount and the total the checkout showed.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/OrderHistory?basketKey=${basketKey}`);
    await expect(page.getByRole('row').filter({ hasText: 'TRADE10' })).toContainText(`£${discountShown}`, { timeout: 30_000 });
    await expect(page.getByText(`${totalShown} with VAT`)).toBeVisible();
    // The same figure in the same words as on the checkout and the confirmation (messages.totals).
    await expect(page.getByRole('row').filter({ hasText: 'Total with VAT' }).first()).toContainText(totalShown!);
  });

  test('the expiry dialog: confirm goes to /Basket/Availability', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    const basketKey = await acceptCollection(page);
    await page.clock.install();
    await page.goto(`/Basket/Checkout/${basketKey}`);
    await expect(page.getByText(/Please complete your order and payment within 5 minutes/)).toBeVisible({ timeout: 30_000 });
    await page.clock.fastForward('05:01');
    const dialog = page.getByRole('dialog', { name: 'Your basket has expired' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order', includeHidden: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Choose again' }).click();
    await expect(page).toHaveURL(/\/Basket\/Availability$/);
  });

  test('removing the last line saves an empty basket and goes to /', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    await setBasketLines(page, [{ manufacturerCode: 'CAL-87161', qty: 1 }]);
    const basketKey = await acceptCollection(page);
    await page.goto(`/Basket/Checkout/${basketKey}`);
    await page.getByRole('region', { name: 'Your order' }).getByRole('button', { name: /^Remove / }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/$/);
    expect((await getBasket(page)).lines).toEqual([]);
  });

  test('the test user is refused with the spec\'s message', async ({ page }) => {
    await signIn(page, demoAccounts.testUser);
    await setBasketLines(page, [{ manufacturerCode: 'CAL-87161', qty: 1 }]);
    const basketKey = await acceptCollection(page);
    await page.goto(`/Basket/Checkout/${basketKey}`);
    await page.getByRole('button', { name: /Make Payment|Place Order/ }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText('Your Account is a test user and ordering is not allowed.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await setBasketLines(page, []);
  });
});

const gbp = (pounds: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds);

/** The basket (or, once placed, the order) as the server holds it: GET /Basket/GetBasketByKey. */
async function basketByKey(page: import('@playwright/test').Page, basketKey: string): Promise<{ totalCost: number; totalCostWithVat: number }> {
  const response = await page.request.get(`/Basket/GetBasketByKey?basketKey=${basketKey}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** The VAT the server charges: its total with VAT less its total without, in pence so no float creeps in. */
const serverVat = (totals: { totalCost: number; totalCostWithVat: number }) =>
  gbp((Math.round(totals.totalCostWithVat * 100) - Math.round(totals.totalCost * 100)) / 100);

/** The header bell's unread count, from its label ('Notifications, 3 unread'). */
async function unreadCount(page: import('@playwright/test').Page): Promise<number> {
  const label = await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).getAttribute('aria-label');
  return Number((label ?? '').match(/\d+/)?.[0] ?? Number.NaN);
}
