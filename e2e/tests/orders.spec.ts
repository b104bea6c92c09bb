import { expect, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';
import { demoBasketLines, setBasketLines } from './checkout-support';

/** spec 1 §2 Order History as Acme's admin. Counts are never asserted: the checkout journey places orders too. */
const ordersTable = (page: Page) => page.getByRole('table', { name: 'Your orders' });
/** Lazy pages can take a while on a loaded machine: wait for the first row generously, then the usual timeouts. */
async function openHistory(page: Page) {
  await page.goto('/OrderHistory');
  await expect(page.getByRole('heading', { level: 1, name: 'ORDER HISTORY' })).toBeVisible({ timeout: 60_000 });
}
const orderNumbers = (page: Page) => ordersTable(page).getByRole('button', { name: /^Order details: order / }).allInnerTexts();

test.describe('order history', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // A loaded machine (two cores, several sessions) can take a while to show the shop after sign-in.
    test.setTimeout(240_000);
    await signIn(page, demoAccounts.admin, { expectHome: false });
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 90_000 });
  });
  // Reorder fills Acme's basket; later journeys (shell, phone) expect the demo basket back (DEMO_DATA.md).
  test.afterEach(async ({ page }) => {
    await setBasketLines(page, demoBasketLines).catch(() => undefined);
  });

  test('search, sort and page the history; open an order and come back with the browser', async ({ page }) => {
    await openHistory(page);
    await expect(ordersTable(page).getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
    for (const header of ['Branch', 'Order Reference', 'Order Date/Time', 'Total', 'Reorder', 'Return', 'Download invoice'])
      await expect(ordersTable(page).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(page.getByText('Merchant order status can take up to 60 minutes to update.')).toBeVisible();
    const newest = await orderNumbers(page);
    expect(await axeViolations(page)).toEqual([]);
    // Each order's status sits under its number, with or without a reference between them.
    const beside = await ordersTable(page).locator('tbody tr').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const number = row.querySelector('button[aria-label^="Order details"]')?.getBoundingClientRect();
        const status = row.querySelector('.MuiChip-root')?.getBoundingClientRect();
        return number && status && status.top < number.bottom ? [row.textContent] : [];
      }),
    );
    expect(beside).toEqual([]);
    await page.screenshot({ path: screenshotPath('orders-history-1366'), fullPage: true });

    // Oldest first reverses the order of dates.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Date (oldest first)' });
    await expect.poll(() => orderNumbers(page)).not.toEqual(newest);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Date (newest first)' });
    await expect.poll(() => orderNumbers(page)).toEqual(newest);

    // Page 2 shows other orders.
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => orderNumbers(page)).not.toEqual(newest);
    await page.getByRole('button', { name: 'Go to page 1' }).click();
    await expect.poll(() => orderNumbers(page)).toEqual(newest);

    // Search by an order number: that order is found.
    const wanted = newest[3]!;
    await page.getByRole('textbox', { name: 'Search orders' }).fill(wanted);
    // The header has a search landmark too: the order search is the one in the page.
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => orderNumbers(page)).toContain(wanted);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => orderNumbers(page)).toEqual(newest);

    // Details by basketKey, then the browser's back button restores the list.
    await ordersTable(page).getByRole('button', { name: `Order details: order ${wanted}` }).click();
    await expect(page).toHaveURL(/basketKey=/);
    await expect(page.getByRole('heading', { level: 1, name: 'ORDER INFORMATION' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Order lines' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('orders-details-1366'), fullPage: true });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'ORDER HISTORY' })).toBeVisible();
    await expect.poll(() => orderNumbers(page)).toEqual(newest);
  });

  test('the invoice is a PDF for this organisation', async ({ page }) => {
    await openHistory(page);
    const invoice = ordersTable(page).getByRole('link', { name: /^Download invoice for order / }).first();
    const href = await invoice.getAttribute('href');
    expect(href).toMatch(/^\/Basket\/downloadInvoice\?basketKey=/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('reorder puts the order into the basket and goes to /Basket', async ({ page }) => {
    await openHistory(page);
    await ordersTable(page).getByRole('button', { name: /^Reorder order / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add items to basket?' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page).toHaveURL(/\/Basket$/);
  });

  test('return help and branch details open as dialogs', async ({ page }) => {
    await openHistory(page);
    await ordersTable(page).getByRole('button', { name: /^Return items from order / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Return an item' })).toContainText('Monday to Friday 8.30am to 5pm');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await ordersTable(page).getByRole('button', { name: /^Branch details: / }).first().click();
    const branch = page.getByRole('dialog');
    await expect(branch.getByRole('img', { name: /^Map: / })).toBeVisible();
    await expect(branch).toContainText('Telephone');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('export: the e-mailed link downloads the zip', async ({ page }) => {
    await openHistory(page);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export invoices' });
    // spec 1 §5: the dialog takes dd/MM/yyyy (a text box, not the browser's locale date input).
    const ukDate = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');
    const today = ukDate(new Date());
    const yearAgo = ukDate(new Date(Date.now() - 300 * 86_400_000));
    await dialog.getByLabel('From').fill(yearAgo);
    await dialog.getByLabel('To').fill(today);
    await dialog.getByRole('button', { name: 'Export' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you. You will shortly receive a link via email to download your documents.');
    let link = '';
    await expect
      .poll(
        async () => {
          await page.goto('/dev/mail');
          const text = await page.locator('body').innerText();
          link = /\/exportedOrder\?fileId=[0-9a-f-]{36}/.exec(text)?.[0] ?? '';
          return link;
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .not.toBe('');
    await page.goto(link);
    const download = page.getByRole('link', { name: 'Download invoices (zip)' });
    await expect(download).toBeVisible({ timeout: 60_000 });
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('application/zip');
    expect((await response.body()).subarray(0, 2).toString()).toBe('PK');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/exportedOrder?fileId=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('File misses or deactivated.')).toBeVisible();
  });

  // spec 1 §9: the order-history breakpoint is 768 px, so tablets (769-1024 px) get the desktop table, and it must fit.
  test('tablets: the table, sort and Export fit the window without scrolling sideways', async ({ page }) => {
    for (const width of [780, 900, 1024, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await openHistory(page);
      await expect(ordersTable(page).getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeInViewport();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeInViewport();
      await expect(ordersTable(page).getByRole('columnheader', { name: 'Download invoice' })).toBeInViewport({ ratio: 1 });
      await expect(ordersTable(page).getByRole('link', { name: /^Download invoice for order / }).first()).toBeInViewport({ ratio: 1 });
      // The table fits its box too, rather than scrolling inside it.
      expect(await ordersTable(page).evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(innerWidth);
      await page.screenshot({ path: screenshotPath(`orders-history-${width}`), fullPage: false });
    }
  });

  test('phones get cards with Show more', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHistory(page);
    const cards = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible({ timeout: 60_000 });
    const before = await cards.count();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('orders-history-390'), fullPage: false });
  });
});
