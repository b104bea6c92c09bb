import { expect, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';
import { acceptCollection, csrfHeaders, demoBasketLines, getBasket, setBasketLines } from './checkout-support';

/**
 * Merchant order status (issue #18): an order placed now is moved on by the built-in merchant. The e2e server runs
 * its timetable at 1/500 (ORDER_STATUS_TIME_SCALE in playwright.config.ts): accepted within a second or two, ready to
 * collect a few seconds later, completed about half a minute after that, so orders other journeys place have settled
 * before the notification journeys count anything. Order numbers ≡ 19 or 11 (mod 20) are rejected / part fulfilled
 * instead (domain order-status-timetable.ts): the expected path is read from the order number, never assumed.
 */
test.describe('order status', () => {
  test.afterEach(async ({ page }) => {
    await setBasketLines(page, demoBasketLines).catch(() => undefined);
  });

  test('an order placed now is moved on by the merchant to the end: the history, the details and a notification per change', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, demoAccounts.admin, { expectHome: false });
    const orderNumber = await placeAccountOrder(page);
    const remainder = orderNumber % 20;
    const path = remainder === 19 ? ['Rejected'] : remainder === 11 ? ['Accepted', 'Part fulfilled'] : ['Accepted', 'Ready to collect', 'Completed'];
    const settled = path.at(-1)!;

    // The history's newest order is ours; its chip follows the merchant (the list is read again on each visit).
    await page.goto('/OrderHistory');
    const ours = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ has: page.getByRole('button', { name: `Order details: order ${orderNumber}` }) });
    await expect(ours).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Merchant order status can take up to 60 minutes to update.')).toBeVisible();
    await expect.poll(async () => statusOnReload(page, ours), { timeout: 120_000, intervals: [2_000] }).toBe(settled);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('order-status-history-1366'), fullPage: true });

    // The details show it too, with the spec's note.
    await ours.getByRole('button', { name: `Order details: order ${orderNumber}` }).click();
    await expect(page).toHaveURL(/basketKey=/);
    // The history stays on screen until the details have loaded (a router transition), and its rows show earlier
    // journeys' orders with the same status: read the chip once the details are there.
    await expect(page.getByRole('heading', { name: 'Order Details', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(settled, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Merchant order status can take up to 60 minutes to update.')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('order-status-details-390'), fullPage: true });

    // The phone's order cards show the chip as well.
    await page.goto('/OrderHistory');
    await expect(page.getByText(settled, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: screenshotPath('order-status-history-390'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Each change told the buyer once: one notification per status on the path (read through the API, so the list
    // page's mark-as-read leaves the shell journey's unread badge alone), the settled one opened on its details page.
    const titles = path.map((status) => `Order ${orderNumber}: ${status}`);
    const { collection } = (await (await page.request.get('/NotificationTriggerLog/GetData?skip=0&take=50')).json()) as { collection: { notificationTriggerLogID: number; notificationTitle: string }[] };
    const ourNotices = collection.filter((notice) => notice.notificationTitle.startsWith(`Order ${orderNumber}: `));
    expect(ourNotices.map((notice) => notice.notificationTitle).sort()).toEqual([...titles].sort());
    const settledNotice = ourNotices.find((notice) => notice.notificationTitle === titles.at(-1))!;
    await page.goto(`/Notifications/Details/${settledNotice.notificationTriggerLogID}`);
    await expect(page.getByRole('heading', { name: titles.at(-1) })).toBeVisible({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Places a one-line collection order on Acme's merchant account through the checkout API; its order number. */
async function placeAccountOrder(page: Page): Promise<number> {
  await setBasketLines(page, [{ manufacturerCode: 'CAL-87161', qty: 1 }]);
  const basketKey = await acceptCollection(page);
  const basket = (await getBasket(page)) as unknown as { totalCostWithVat: number };
  const response = await page.request.post('/Basket/PlaceAccountOrder', {
    headers: await csrfHeaders(page),
    data: { basketKey, termsAccepted: true, orderReference: 'STATUS-E2E', costWithVat: basket.totalCostWithVat, telephoneNumber: '0113 496 0123', mobileNumber: '07700 900123', contactName: 'Alex Morgan', paymentMethodTypeId: 2, email: demoAccounts.admin, preferredCollectionBranch: 'Leeds South' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).orderId as number;
}

/** Reloads the history and reads the status chip of our order's row. */
async function statusOnReload(page: Page, row: ReturnType<Page['getByRole']>): Promise<string> {
  await page.reload();
  await expect(row).toBeVisible({ timeout: 30_000 });
  return (await row.locator('.MuiChip-label').innerText()).trim();
}
