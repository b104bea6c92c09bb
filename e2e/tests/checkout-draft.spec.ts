import { expect } from '@playwright/test';
import { demoAccounts, signIn, test } from './support';
import { acceptDelivery, demoBasketLines, setBasketLines } from './checkout-support';

/**
 * What the trader types on the checkout is not lost (spec 3 §5 "selected or completed"): a new delivery address
 * filled in without pressing its own "Use this address" is saved and used by Place Order, and the order reference
 * survives a reload. Acme's demo basket goes back as other specs expect it.
 */
test.describe('checkout keeps what was typed', () => {
  test.afterEach(async ({ page }) => setBasketLines(page, demoBasketLines).catch(() => undefined));

  test('a new delivery address filled in but not confirmed is saved and used by Place Order → confirmation', async ({ page }) => {
    test.setTimeout(90_000);
    const basketKey = await toDeliveryCheckout(page);
    const savedBefore = await deliveryAddresses(page);
    // Every required field filled, the form's own "Use this address" never pressed.
    await page.getByRole('button', { name: 'Add a new delivery address' }).click();
    const form = page.getByRole('group', { name: 'New delivery address' });
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Surname').fill('Fitter');
    await form.getByLabel('Address line 1').fill('9 Kirkstall Road');
    await form.getByLabel('Town').fill('Leeds');
    await form.getByLabel('Postcode').fill('LS4 2AB');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(new RegExp(`/Basket/Confirmation/${basketKey}$`), { timeout: 20_000 });
    await expect(page.getByText('Your order has been successfully placed')).toBeVisible();
    await expect(page.getByText('Please select or add delivery address')).toHaveCount(0);
    // The new address is now among the trader's saved addresses, once.
    const savedAfter = await deliveryAddresses(page);
    expect(savedAfter.filter((address) => address.address1 === '9 Kirkstall Road' && address.postCode === 'LS4 2AB')).toHaveLength(1);
    expect(savedAfter.length - savedBefore.length).toBeLessThanOrEqual(1);
  });

  test('the order reference survives a reload and the placed order carries it', async ({ page }) => {
    test.setTimeout(90_000);
    const basketKey = await toDeliveryCheckout(page);
    const reference = `E2E-${Date.now().toString(36).slice(-6).toUpperCase()}`;
    await page.getByLabel('Your order reference').fill(reference);
    await page.reload();
    await expect(page.getByLabel('Your order reference')).toHaveValue(reference, { timeout: 30_000 });

    await page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio', { name: /42 Cross Flatts Avenue/ }).check();
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/Basket/Confirmation/${basketKey}$`), { timeout: 20_000 });
    await expect(page.getByText(reference)).toBeVisible();
    const order = await (await page.request.get(`/Basket/GetBasketByKey?basketKey=${basketKey}`)).json();
    expect(order).toMatchObject({ customerOrderNo: reference, isDelivery: true });
  });
});

/** Signed in as Acme's admin, one line accepted for next-day delivery, on its checkout at step 3. */
async function toDeliveryCheckout(page: import('@playwright/test').Page): Promise<string> {
  await signIn(page, demoAccounts.admin);
  await setBasketLines(page, [{ manufacturerCode: 'CAL-87161', qty: 1 }]);
  const basketKey = await acceptDelivery(page);
  await page.goto(`/Basket/Checkout/${basketKey}`);
  await expect(page.getByRole('heading', { name: '3. Select delivery address' })).toBeVisible({ timeout: 30_000 });
  return basketKey;
}

async function deliveryAddresses(page: import('@playwright/test').Page): Promise<{ id: number; address1: string; postCode: string }[]> {
  const response = await page.request.get('/Address/GetSavedAddresses?billing=false');
  expect(response.status()).toBe(200);
  return response.json();
}
