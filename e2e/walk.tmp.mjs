import { start, signIn, shot, text } from './lib.tmp.mjs';
const phone = process.argv[2] === 'phone';
const vp = phone ? { width: 390, height: 844 } : { width: 1366, height: 900 };
const tag = phone ? 'p' : 'd';
const { browser, page } = await start(vp);
await signIn(page);
await page.goto('/settings'); await page.waitForTimeout(3000);
await shot(page, `${tag}60-settings`);
console.log('SETTINGS:', (await text(page)).slice(0, 1200));
if (phone) {
  await page.goto('/Spares?tab=searchByGcNumber&gc=4799901&diagrams=1'); await page.waitForTimeout(3000);
  await shot(page, `${tag}54-diagrams`);
  await page.goto('/OrderHistory?basketKey=f46010ae-498a-496a-8f48-e5017d0b2bcb'); await page.waitForTimeout(2500);
  await shot(page, `${tag}31-order-800038`);
  await page.goto('/OrderHistory'); await page.waitForTimeout(2500);
  await shot(page, `${tag}30-orders`, false);
  await page.goto('/Basket/Availability'); await page.waitForTimeout(2500);
  if (await page.getByRole('button', { name: 'Set location' }).count()) {
    await page.getByRole('button', { name: 'Set location' }).click();
    const dlg = page.locator('[role=dialog]');
    await dlg.getByRole('textbox', { name: 'Postcode' }).fill('LS11 5AB');
    await dlg.getByRole('button', { name: 'Use postcode' }).click(); await page.waitForTimeout(4000);
  }
  const branch = page.locator('[class*=MuiPaper]').filter({ has: page.getByText('Northern Heating Leeds LS4', { exact: true }) }).filter({ has: page.getByRole('button', { name: 'Proceed' }) }).last();
  await branch.scrollIntoViewIfNeeded();
  await branch.getByRole('button', { name: /Expand Order Details/ }).click(); await page.waitForTimeout(500);
  await branch.screenshot({ path: `/tmp/explore/shots/${tag}12-branch-expanded.png` });
  await branch.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(/Checkout/, { timeout: 15000 }); await page.waitForTimeout(3000);
  await shot(page, `${tag}14-checkout`);
}
await browser.close();
