import { expect, type Page } from '@playwright/test';
import { demoAccounts, screenshotPath, signIn, test } from './support';
import { acceptCollection, acceptDelivery, csrfHeaders, getBasket, setBasketLines } from './checkout-support';

/**
 * Every way to deliver and pay charges what its merchant says, the same on the checkout, the confirmation and the
 * order (issue #44): next-day delivery under and over Heatline's £100, the split payment (Boilerhouse express: parts
 * on account, courier by card through the sandbox card page), and a trade credit order. On the morning server
 * (express needs the working day).
 */
const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

async function checkoutTotal(page: Page) {
  const total = page.getByTestId('checkout-total');
  await expect(total).toBeVisible({ timeout: 30_000 });
  return money(await total.textContent());
}

async function placeOnAccount(page: Page, basketKey: string) {
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/Basket/Confirmation/${basketKey}$`), { timeout: 20_000 });
  await expect(page.getByText('Your order has been successfully placed')).toBeVisible();
}

test.describe('next-day delivery, charged as Heatline says', () => {
  test.beforeEach(async ({ page }) => signIn(page, demoAccounts.admin));

  for (const [qty, charge] of [[1, 995], [3, 0]] as const) {
    test(`${qty} × CAL-87161: delivery ${charge ? '£9.95' : 'free'}; checkout total = confirmation = order`, async ({ page }) => {
      test.setTimeout(90_000);
      await setBasketLines(page, [{ manufacturerCode: 'CAL-87161', qty }]);
      const basketKey = await acceptDelivery(page);
      await page.goto(`/Basket/Checkout/${basketKey}`);
      const shown = await checkoutTotal(page);
      await expect(page.getByText(/Next-day delivery/).first()).toBeVisible();
      const basket = await getBasket(page);
      const products = basket.lines.filter((line) => line.basketLineTypeId === 1).length;
      expect(products).toBe(1);
      await page.getByRole('radio', { name: /42 Cross Flatts Avenue/ }).check();
      if (qty === 1) await page.screenshot({ path: screenshotPath('money-next-day-checkout-1366'), fullPage: true });
      await placeOnAccount(page, basketKey);
      expect(money(await page.getByTestId('confirmation-total-with-vat').textContent())).toBe(shown);
      const order = await (await page.request.get(`/Basket/GetBasketByKey?basketKey=${basketKey}`)).json();
      expect(Math.round(order.totalCostWithVat * 100)).toBe(shown);
      expect(order.lines.find((line: { manufacturerCode: string }) => line.manufacturerCode === 'DELIVERY')).toMatchObject({ cost: charge / 100 });
    });
  }
});

test.describe('split payment: Northern Boiler Services at Boilerhouse Spares, express same-day', () => {
  test('the parts go on the account, the courier is paid on the sandbox card page, one order', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, demoAccounts.northernBoilers);
    await setBasketLines(page, [{ manufacturerCode: 'CAL-87161', qty: 1 }]);
    const headers = await csrfHeaders(page);
    const { branches } = await (await page.request.post('/SparesAvailability/GetAvailability', { headers, data: { latitude: 53.78, longitude: -1.552, postCode: 'LS11 5AB' } })).json();
    const express = branches.find((result: { branch: { supplierID: number }; fulfilmentOptions: { id: number }[] }) => result.branch.supplierID === 3 && result.fulfilmentOptions.some((option) => option.id === 4));
    expect(express, 'a Boilerhouse branch with express same-day near LS11 5AB').toBeTruthy();
    const quotes = await (await page.request.post('/Basket/DeliveryQuote', { headers, data: { branch: express.branch.id, deliveryAddress1: 'Unit 2, Dewsbury Road Business Park', deliveryPostCode: 'LS11 7DF', deliveryTown: 'Leeds' } })).json();
    expect((await page.request.post('/Basket/AddDeliveryQuoteToBasket', { headers, data: { quoteId: quotes.collection[0].quoteId, deliveryPersonName: 'Dale Hargreaves', deliveryMobileNumber: '07700 900214' } })).status()).toBe(200);
    expect((await page.request.post('/SparesAvailability/Select', { headers, data: { branchId: express.branch.id, fulfilmentOptionId: 4 } })).status()).toBe(200);
    const { basketKey } = await getBasket(page);

    await page.goto(`/Basket/Checkout/${basketKey}`);
    const shown = await checkoutTotal(page);
    await expect(page.getByText(/The parts go on your merchant account \(BHS-7745\); the courier delivery is paid by card\./)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pay via card' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Purchases on/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add a new delivery address' }).click();
    const form = page.getByRole('group', { name: 'New delivery address' });
    await form.getByLabel('First name').fill('Dale');
    await form.getByLabel('Surname').fill('Hargreaves');
    await form.getByLabel('Address line 1').fill('Unit 2, Dewsbury Road Business Park');
    await form.getByLabel('Town').fill('Leeds');
    await form.getByLabel('Postcode').fill('LS11 7DF');
    await page.getByLabel('Pay with a new card').check();
    await page.screenshot({ path: screenshotPath('money-split-checkout-1366'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('money-split-checkout-390'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/make-payment/${basketKey}`), { timeout: 20_000 });
    const frame = page.frameLocator('iframe[title="Secure card payment"]');
    // The card pays the courier's charge with its VAT, not the order.
    const courier = (await getBasket(page)).lines.find((line) => line.basketLineTypeId === 3) as unknown as { cost: number };
    const cardPence = Math.round(courier.cost * 100) + Math.round(Math.round(courier.cost * 100) / 5);
    await expect(frame.getByRole('button', { name: /^Pay / })).toContainText(`£${(cardPence / 100).toFixed(2)}`);
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
    await frame.getByLabel('Security code (CVC)').fill('123');
    await frame.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(new RegExp(`/Basket/Confirmation/${basketKey}$`), { timeout: 20_000 });
    expect(money(await page.getByTestId('confirmation-total-with-vat').textContent())).toBe(shown);
    await expect(page.getByTestId('confirmation-payment')).toHaveText(`£${(cardPence / 100).toFixed(2)} by card, £${((shown - cardPence) / 100).toFixed(2)} on merchant account BHS-7745`);
    await page.screenshot({ path: screenshotPath('money-split-confirmation-1366'), fullPage: true });
  });
});

test.describe('trade credit: Keystone Plumbing at a merchant it has no account with', () => {
  test('placed on its trade credit account, named on the checkout and the confirmation', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, demoAccounts.keystone);
    await setBasketLines(page, [{ manufacturerCode: 'CAL-87161', qty: 1 }]);
    const basketKey = await acceptCollection(page);
    await page.goto(`/Basket/Checkout/${basketKey}`);
    const shown = await checkoutTotal(page);
    await expect(page.getByRole('radio', { name: /Purchases on your TradeHelp BT credit account \(THB-204517\)/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Pay via card' })).toHaveCount(0);
    await page.getByLabel('Preferred collection branch').fill('Leeds South');
    await page.screenshot({ path: screenshotPath('money-trade-credit-checkout-1366'), fullPage: true });
    await placeOnAccount(page, basketKey);
    expect(money(await page.getByTestId('confirmation-total-with-vat').textContent())).toBe(shown);
    await expect(page.getByTestId('confirmation-payment')).toHaveText('On your trade credit account THB-204517');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('money-trade-credit-confirmation-390'), fullPage: true });
  });
});
