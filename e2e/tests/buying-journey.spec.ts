import { expect, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';
import { csrfHeaders, demoBasketLines, getBasket, setBasketLines } from './checkout-support';

/**
 * The buying journey across the areas, all through the pages (issues #14, #15, #18): the basket → See Buying Options
 * → a Heatline branch's collect option (Acme's merchant account is with Heatline) → Proceed → checkout on account →
 * confirmation → View details in the order history, which shows the same order number and total the confirmation
 * gave. Only the branch is looked up through the API (which Heatline branch can supply the whole basket depends on
 * the time of day); every step a trader takes is a click.
 */
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };

/** The nearest Heatline branch with a collect option for the whole basket, as the availability page will show it. */
async function heatlineBranchWithCollection(page: Page): Promise<string> {
  const response = await page.request.post('/SparesAvailability/GetAvailability', { headers: await csrfHeaders(page), data: leeds });
  expect(response.status()).toBe(200);
  const { branches } = (await response.json()) as { branches: { branch: { name: string; supplierID: number }; fulfilmentOptions: { id: number; availableQty: number }[] }[] };
  const basketQty = (await getBasket(page)).lines.filter((line) => line.basketLineTypeId === 1).reduce((sum, line) => sum + line.qty, 0);
  const found = branches.find(
    (candidate) => candidate.branch.supplierID === 1 && candidate.fulfilmentOptions.some((option) => [0, 1, 3].includes(option.id) && option.availableQty >= basketQty),
  );
  if (!found) throw new Error('no Heatline branch near LS11 5AB can supply the whole basket for collection');
  return found.branch.name;
}

test.describe('buying journey: basket → buying options → checkout on account → order history', () => {
  test.describe.configure({ timeout: 240_000 });
  test.afterEach(async ({ page }) => {
    await setBasketLines(page, demoBasketLines).catch(() => undefined);
  });

  test('a trader places an order on account and finds it in the order history', async ({ page }) => {
    await signIn(page, demoAccounts.admin, { expectHome: false });
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await setBasketLines(page, [{ manufacturerCode: 'CAL-87161', qty: 1 }]);
    expect((await page.request.post('/Basket/ChangeLocation', { headers: await csrfHeaders(page), data: { postCode: leeds.postCode } })).status()).toBe(200);
    const branchName = await heatlineBranchWithCollection(page);

    // The basket → See Buying Options.
    await page.goto('/Basket');
    await page.getByRole('link', { name: 'See Buying Options' }).first().click();
    await expect(page).toHaveURL(/\/Basket\/Availability$/);
    const row = page.getByRole('article', { name: branchName, exact: true });
    await expect(row).toBeVisible({ timeout: 60_000 });
    await row.getByRole('radio', { name: /^Collect/ }).first().check();
    await row.getByRole('button', { name: `Proceed with ${branchName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Proceed to checkout?' });
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Proceed' }).click();

    // Checkout on the merchant account.
    await expect(page).toHaveURL(/\/Basket\/Checkout\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const basketKey = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('radio', { name: /Purchases on merchant account \(ACM1001\)/ })).toBeChecked();
    const total = (await page.getByTestId('checkout-total').textContent())?.trim();
    const preferred = page.getByLabel('Preferred collection branch');
    if (await preferred.isVisible().catch(() => false)) await preferred.fill('Leeds South');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    // Confirmation: the order number and total the server charged.
    await expect(page).toHaveURL(new RegExp(`/Basket/Confirmation/${basketKey}$`), { timeout: 30_000 });
    await expect(page.getByText('Your order has been successfully placed')).toBeVisible();
    const orderNumber = (await page.getByTestId('confirmation-order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^\d+$/);
    expect(await axeViolations(page)).toEqual([]);

    // View details → the order in the order history, same number and total.
    await page.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(new RegExp(`/OrderHistory\\?basketKey=${basketKey}$`));
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible({ timeout: 30_000 });
    const details = page.locator('dl');
    await expect(details).toContainText(orderNumber);
    if (total) await expect(details).toContainText(total.replace(/\s.*$/, ''));
    await expect(page.getByText(branchName).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('journey-order-details-1366'), fullPage: true });

    // A fresh, empty basket is open after the order.
    const after = await getBasket(page);
    expect(after.basketKey).not.toBe(basketKey);
  });
});
