import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';

/**
 * Issue 14 / spec 3 §2.3-§4.6: See Buying Options from LS11 5AB as Acme's admin. Branches stream in over
 * /availabilityHub; sort and merchant filters; order details; alternatives; Proceed on collect, on express same-day
 * and on by-box lands on checkout; the Please refresh dialog on a shortened clock (?countdown=, test only).
 * Times of day matter (same-day collection and express need an open branch before its cut-off), so the journeys
 * choose what the branches offer now rather than fixed options.
 */
const csrf = async (page: Page) => ({ 'X-XSRF-TOKEN': (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' });

/** Acme's demo basket (DEMO_DATA.md) at LS11 5AB: CAL-87161 × 2 and GEN-15MM-ISO × 3, nothing else. */
async function demoBasketAtLeeds(page: Page) {
  const headers = await csrf(page);
  const current = await (await page.request.get('/Basket/GetBasketForUser')).json();
  const emptied = await page.request.post('/Basket/UpdateBasketForUser', {
    headers,
    data: { version: current.version, quoteId: 0, lines: current.lines.map((line: { manufacturerCode: string; basketLineTypeId: number }) => ({ manufacturerCode: line.manufacturerCode, basketLineTypeId: line.basketLineTypeId, qty: 0 })) },
  });
  expect(emptied.status()).toBe(200);
  const lines = [{ manufacturerCode: 'CAL-87161', qty: 2 }, { manufacturerCode: 'GEN-15MM-ISO', qty: 3 }];
  expect((await page.request.post('/Basket/AddLines', { headers, data: { lines } })).status()).toBe(200);
  expect((await page.request.post('/Basket/ChangeLocation', { headers, data: { postCode: 'LS11 5AB' } })).status()).toBe(200);
}

/** axe inside the open dialog only: the page behind sits under the backdrop, which axe would count in its contrast. */
async function dialogAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Acme's saved-for-later items (GET /SaveForLater/GetSaveForLaters). */
async function savedItems(page: Page): Promise<{ id: number; manufacturerCode: string; qty: number }[]> {
  return (await (await page.request.get('/SaveForLater/GetSaveForLaters')).json()).collection;
}

const branchRow = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

async function openAvailability(page: Page, query = '') {
  await page.goto(`/Basket/Availability${query}`);
  await expect(page.getByRole('status').filter({ hasText: /branches shown/ })).toBeVisible({ timeout: 60_000 });
}

test.describe('See Buying Options (/Basket/Availability)', () => {
  // Each journey signs in and streams 50 branches from the embedded database: allow for a loaded machine.
  test.describe.configure({ timeout: 240_000 });
  // Proceed saves what a branch cannot supply for later; later journeys (basket.spec) expect Acme's saved items as
  // the demo world has them, so each journey removes the ones it saved.
  let savedBefore = new Set<number>();
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.admin, { expectHome: false });
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await demoBasketAtLeeds(page);
    savedBefore = new Set((await savedItems(page)).map((item) => item.id));
  });
  test.afterEach(async ({ page }) => {
    const headers = await csrf(page);
    for (const item of await savedItems(page)) {
      if (!savedBefore.has(item.id)) await page.request.delete(`/SaveForLater/DeleteSaveForLater?ID=${item.id}`, { headers });
    }
  });

  test('branches stream in nearest first; sort, merchant filter, details, alternatives; axe clean', async ({ page }) => {
    await page.goto('/Basket/Availability');
    await expect(page.getByRole('heading', { name: 'BUYING OPTIONS' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Continue Browsing' })).toHaveAttribute('href', '/');
    await expect(page.getByText('Branches near LS11 5AB')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /branches shown/ })).toBeVisible({ timeout: 60_000 });
    expect(await page.getByRole('article').count()).toBeGreaterThan(10);
    await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^[45]:\d\d$/);

    const sort = page.getByLabel('Sort by');
    await sort.selectOption({ label: 'Closest' });
    const headings = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText('Heatline Leeds South');
    const miles = await page.getByRole('article').evaluateAll((rows) => rows.map((row) => row.querySelector('h2 + p')?.textContent ?? ''));
    expect(miles.slice(0, 3).every((text) => /mile/.test(text))).toBe(true);
    await sort.selectOption({ label: 'Pipeworks Direct only' });
    const logos = await page.getByRole('article').getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(logos.length).toBeGreaterThan(0);
    expect(new Set(logos)).toEqual(new Set(['Pipeworks Direct']));
    await sort.selectOption({ label: 'Recommended' });

    const south = branchRow(page, 'Heatline Leeds South');
    await south.getByRole('button', { name: 'Expand Order Details' }).click();
    for (const column of ['MPN', 'Description', 'Qty (Available)', 'Price', 'Status']) await expect(south.getByRole('columnheader', { name: column })).toBeVisible();
    await expect(south.getByRole('cell', { name: 'CAL-87161', exact: true })).toBeVisible();
    await expect(south.getByRole('cell', { name: /^(Available|Limited stock|Out of stock)$/ }).first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('availability-1366') });

    // Heatline Leeds shows its merchant equivalent for the diverter valve (short of the genuine part).
    const withAlternative = branchRow(page, 'Heatline Leeds');
    await withAlternative.getByRole('button', { name: 'Expand Order Details' }).click();
    const toggle = withAlternative.getByRole('button', { name: /See (genuine|alternative) product/ }).first();
    const before = await toggle.textContent();
    await toggle.click();
    await expect(withAlternative.getByRole('button', { name: before === 'See genuine product' ? 'See alternative product' : 'See genuine product' }).first()).toBeVisible();

    // axe over the page with one merchant's rows (the checks are the same for every row, and 50 rows take axe a minute).
    await sort.selectOption({ label: 'Pipeworks Direct only' });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Branch Details: address, phone and e-mail links, and the map (offline: the address panel)', async ({ page }) => {
    await openAvailability(page);
    const south = branchRow(page, 'Heatline Leeds South');
    await south.getByRole('button', { name: 'Branch Details: Heatline Leeds South' }).click();
    const details = page.getByRole('dialog', { name: 'Heatline Leeds South' });
    await expect(details.getByRole('link', { name: /^0113/ })).toHaveAttribute('href', /^tel:/);
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    // No internet on the test machine: the address panel, never a broken frame.
    await expect(details.getByTestId('branch-map-fallback')).toBeVisible({ timeout: 10_000 });
    expect(await dialogAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('availability-branch-details-1366') });
  });

  test('Proceed on a collect option lands on checkout with the branch accepted', async ({ page }) => {
    await openAvailability(page);
    const pipeworks = branchRow(page, 'Pipeworks Leeds Hunslet');
    await pipeworks.getByRole('radio', { name: /^Collect/ }).first().check();
    await pipeworks.getByRole('button', { name: 'Proceed with Pipeworks Leeds Hunslet' }).click();
    const confirm = page.getByRole('dialog', { name: 'Proceed to checkout?' });
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/Basket\/Checkout\/[0-9a-f-]{36}$/);
    const basket = await (await page.request.get('/Basket/GetBasketForUser')).json();
    expect(basket.selectedBranch).toMatchObject({ name: 'Pipeworks Leeds Hunslet' });
    expect(basket.isDelivery).toBe(false);
  });

  test("Proceed where a branch has only some of a line: the basket keeps what it has, the rest is saved for later", async ({ page }) => {
    await openAvailability(page);
    // The first branch (of the nearest ten) whose collect option is short of a line: 'Limited stock', e.g. '3 (2)'.
    let short: { name: string; code: string; wanted: number; available: number } | undefined;
    const rows = page.getByRole('article');
    for (let i = 0; i < Math.min(10, await rows.count()) && !short; i++) {
      const row = rows.nth(i);
      const collect = row.getByRole('radio', { name: /^Collect/ }).first();
      if ((await collect.count()) === 0) continue;
      await collect.check();
      await row.getByRole('button', { name: 'Expand Order Details' }).click();
      const limited = row.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Limited stock', exact: true }) }).first();
      if ((await limited.count()) === 0) continue;
      const [, wanted, available] = /(\d+) \((\d+)\)/.exec((await limited.locator('td[data-label="Qty (Available)"]').textContent()) ?? '') ?? [];
      short = {
        name: (await row.getByRole('heading', { level: 2 }).textContent())!,
        code: (await limited.locator('td[data-label="MPN"]').textContent())!,
        wanted: Number(wanted),
        available: Number(available),
      };
    }
    // The morning server (playwright.config.ts) is open for collection; the demo world has branches short of a line.
    expect(short, 'a nearby branch whose collect option is short of a line').toBeDefined();
    const { name, code, wanted, available } = short!;
    await branchRow(page, name).getByRole('button', { name: `Proceed with ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Proceed to checkout?' });
    await expect(confirm).toContainText('You will get the items available now.');
    await expect(confirm.getByRole('listitem').filter({ hasText: code })).toHaveText(
      `${code}: ${available} of ${wanted} available now; the other ${wanted - available} will be moved to your saved for later list.`,
    );
    expect(await dialogAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('availability-proceed-short-1366') });
    await confirm.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/Basket\/Checkout\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    // Checkout lists (and charges for) what the branch can supply; the rest waits in the saved items.
    const basket = await (await page.request.get('/Basket/GetBasketForUser')).json();
    expect(basket.lines.find((line: { manufacturerCode: string }) => line.manufacturerCode === code)).toMatchObject({ qty: available });
    const saved = await savedItems(page);
    expect(saved.filter((item) => item.manufacturerCode === code).map((item) => item.qty)).toContain(wanted - available);
    await expect(page.getByText(new RegExp(`${code}.*Qty ${available}\\b`)).first()).toBeVisible();
  });

  test('Proceed on express same-day opens the courier quote, then lands on checkout', async ({ page }) => {
    await openAvailability(page);
    const express = page.getByRole('article').filter({ has: page.getByRole('radio', { name: /Express same-day delivery/ }) }).first();
    // The morning server's clock (playwright.config.ts) is before the express cut-off.
    await expect(express, 'a branch offering express same-day before its cut-off').toHaveCount(1);
    const name = (await express.getByRole('heading', { level: 2 }).textContent())!;
    await express.getByRole('radio', { name: /Express same-day delivery/ }).check();
    await express.getByRole('button', { name: `Proceed with ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Proceed to checkout?' });
    const dialog = page.getByRole('dialog', { name: 'EXPRESS SAME-DAY DELIVERY' });
    await expect(confirm.or(dialog)).toBeVisible();
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Proceed' }).click();
    await dialog.getByLabel('Address line 1').fill('42 Cross Flatts Avenue');
    await dialog.getByLabel('Town').fill('Leeds');
    await dialog.getByLabel('Postcode').fill('LS11 7BU');
    await dialog.getByRole('button', { name: 'Get delivery quotes' }).click();
    await dialog.getByRole('radio').first().check();
    await dialog.getByLabel('Name').fill('Sam Fitter');
    await dialog.getByLabel('Mobile number').fill('07700 900123');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/Basket\/Checkout\/[0-9a-f-]{36}$/);
    const basket = await (await page.request.get('/Basket/GetBasketForUser')).json();
    expect(basket.selectedBranch).toMatchObject({ name });
    expect(basket.lines.some((line: { manufacturerCode: string }) => /^(GOPHR|STUART)$/.test(line.manufacturerCode))).toBe(true);
    // spec 3 §2.5: a delivery order, never a collection: step 3 asks for the delivery address, payment is step 4.
    expect(basket.isDelivery).toBe(true);
    await expect(page.getByText(`Delivery from ${name}`)).toBeVisible();
    await expect(page.getByText(`Collect from ${name}`)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '3. Select delivery address' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '4. Select payment method' })).toBeVisible();
    await expect(page.getByLabel('Preferred collection branch')).toHaveCount(0);
  });

  test('Proceed on by-box asks for a reference and a locker, then lands on checkout', async ({ page }) => {
    await openAvailability(page);
    const tradeHub = page.getByRole('article').filter({ has: page.getByRole('radio', { name: /By-box delivery/ }) }).first();
    await expect(tradeHub).toBeVisible();
    const name = (await tradeHub.getByRole('heading', { level: 2 }).textContent())!;
    await tradeHub.getByRole('radio', { name: /By-box delivery/ }).check();
    await tradeHub.getByRole('button', { name: `Proceed with ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Proceed to checkout?' });
    const dialog = page.getByRole('dialog', { name: 'BY-BOX DELIVERY' });
    await expect(confirm.or(dialog)).toBeVisible();
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Proceed' }).click();
    const go = dialog.getByRole('button', { name: 'Continue to checkout' });
    await expect(go).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('JOB-7781');
    await expect(go).toBeDisabled();
    await dialog.getByRole('combobox', { name: /By-box location/ }).click();
    await page.getByRole('option', { name: /Leeds Hunslet/ }).click();
    expect(await dialogAxeViolations(page)).toEqual([]);
    await go.click();
    await expect(page).toHaveURL(/\/Basket\/Checkout\/[0-9a-f-]{36}$/);
    const basket = await (await page.request.get('/Basket/GetBasketForUser')).json();
    expect(basket.lines.filter((line: { basketLineTypeId: number }) => line.basketLineTypeId === 5)).toHaveLength(1);
  });

  test('at the end of the (shortened) clock: Please refresh; Refresh reloads, Close goes home', async ({ page }) => {
    await openAvailability(page, '?countdown=6');
    const dialog = page.getByRole('dialog', { name: 'Please refresh' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /branches shown/ })).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone (390 px) the rows stack and every action is in thumb reach', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAvailability(page);
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
    const first = page.getByRole('article').first();
    const proceed = first.getByRole('button', { name: /^Proceed with/ });
    const box = (await proceed.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath('availability-390') });
    await first.getByRole('button', { name: 'Expand Order Details' }).click();
    await first.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('availability-details-390'), fullPage: false });
    await page.getByLabel('Sort by').selectOption({ label: 'Pipeworks Direct only' });
    expect(await axeViolations(page)).toEqual([]);
  });
});
