import { expect, type Page } from '@playwright/test';
import { demoAccounts, signIn, test } from './support';
import { acceptCollection, demoBasketLines, setBasketLines } from './checkout-support';

/** Checkout layout checks a walkthrough asked for, at the desktop and the phone widths the screenshots use. */
test.describe('checkout layout', () => {
  // acceptCollection chooses a branch on Acme's demo basket: put the basket back as other specs expect it.
  test.afterEach(async ({ page }) => setBasketLines(page, demoBasketLines).catch(() => undefined));

  async function openCardCheckout(page: Page) {
    await signIn(page, demoAccounts.admin);
    const basketKey = await acceptCollection(page);
    await page.goto(`/Basket/Checkout/${basketKey}`);
    await page.getByRole('radio', { name: 'Pay via card' }).check({ timeout: 30_000 });
  }

  for (const width of [1366, 390]) {
    test(`at ${width} px the discount code's Apply button lines up with its field`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openCardCheckout(page);
      await page.getByRole('button', { name: 'Have a discount code?' }).click();
      // The outlined box of the field, not its floating label.
      const field = (await page.locator('.MuiOutlinedInput-root').filter({ has: page.getByLabel('Discount code') }).boundingBox())!;
      const apply = (await page.getByRole('button', { name: 'Apply' }).boundingBox())!;
      expect(Math.abs(apply.y - field.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(apply.height - field.height)).toBeLessThanOrEqual(1);
    });
  }

  test('at 1366 px a saved card is as wide as its label, not a bar across the panel', async ({ page }) => {
    await openCardCheckout(page);
    const card = (await page.getByRole('button', { name: /Card ending 4242/ }).first().boundingBox())!;
    const panel = (await page.getByRole('group', { name: 'Saved cards' }).boundingBox())!;
    expect(card.width).toBeLessThan(panel.width / 2);
  });
});
