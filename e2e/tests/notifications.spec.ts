import { expect } from '@playwright/test';
import { csrfHeaders } from './checkout-support';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';

/** spec 3 §2.8 notifications as Acme's admin. Other journeys add notifications: counts are read, never assumed. */
test('notifications: list, detail, delete and the badge', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // A loaded machine (two cores, several sessions) can take a while to show the shop after sign-in.
  test.setTimeout(240_000);
  await signIn(page, demoAccounts.admin, { expectHome: false });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 90_000 });
  await page.goto('/Notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible({ timeout: 60_000 });
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items.first()).toBeVisible({ timeout: 60_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('notifications-1366'), fullPage: true });

  // Opening the list marks them read: after a reload none of those shown is new. Orders placed by other journeys
  // move on meanwhile and may add a new one at the top, so the check is on the notifications seen, by their link.
  const seen = await items.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(seen.length).toBeGreaterThan(0);
  await page.reload();
  await expect(items.first()).toBeVisible({ timeout: 60_000 });
  const itemOf = (href: string) => items.filter({ has: page.locator(`a[href="${href}"]`) });
  await expect(itemOf(seen[0]!)).toHaveCount(1);
  for (const href of seen) await expect(itemOf(href).getByText('New', { exact: true })).toHaveCount(0);

  const firstLink = items.first().getByRole('link');
  const title = await firstLink.innerText();
  await firstLink.click();
  await expect(page).toHaveURL(/\/Notifications\/Details\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 60_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to notifications' }).click();
  await expect(page).toHaveURL(/\/Notifications$/);
  // The list is fetched again on the way back: count it once it is there, not while it loads.
  await expect(items.first()).toBeVisible({ timeout: 60_000 });

  const count = await items.count();
  await items.first().getByRole('button', { name: /^Delete notification: / }).click();
  await page.getByRole('dialog', { name: 'Delete notification?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(() => items.first().getByRole('link').innerText()).not.toBe(title);
  expect(await items.count()).toBeLessThanOrEqual(count);
});

interface ApiNotification {
  notificationTriggerLogID: number;
  notificationTitle: string;
  fullDescription: string;
}

/** spec 3 §2.9: the notification an export raises links to its /exportedOrder download page. */
test('an export notification links to the exported-order download page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  test.setTimeout(240_000);
  await signIn(page, demoAccounts.admin, { expectHome: false });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 90_000 });
  const exportNotices = async (): Promise<ApiNotification[]> => {
    const response = await page.request.get('/NotificationTriggerLog/GetData?skip=0&take=100');
    const { collection } = (await response.json()) as { collection: ApiNotification[] };
    return collection.filter((notice) => notice.notificationTitle === 'Export ready');
  };
  // Other journeys export too: ours is the one that was not there before.
  const before = new Set((await exportNotices()).map((notice) => notice.notificationTriggerLogID));
  const ukDate = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');
  const requested = await page.request.post('/Basket/BatchDownloadInvoice', {
    headers: await csrfHeaders(page),
    data: { from: ukDate(new Date(Date.now() - 60 * 86_400_000)), to: ukDate(new Date()), taskId: `e2e-notice-${Date.now()}`, type: 'pdf-zip' },
  });
  expect(requested.status()).toBe(200);
  let id = 0;
  await expect
    .poll(
      async () => {
        id = (await exportNotices()).find((notice) => !before.has(notice.notificationTriggerLogID))?.notificationTriggerLogID ?? 0;
        return id;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .not.toBe(0);

  await page.goto('/Notifications');
  await page.locator(`a[href="/Notifications/Details/${id}"]`).click();
  await expect(page.getByRole('heading', { name: 'Export ready' })).toBeVisible({ timeout: 60_000 });
  const download = page.getByRole('link', { name: /\/exportedOrder\?fileId=[0-9a-f-]{36}$/ });
  await expect(download).toHaveAttribute('href', /^\/exportedOrder\?fileId=[0-9a-f-]{36}$/);
  expect(await axeViolations(page)).toEqual([]);
  const fileId = new URL((await download.getAttribute('href'))!, page.url()).searchParams.get('fileId');
  await download.click();
  await expect(page).toHaveURL(new RegExp(`/exportedOrder\\?fileId=${fileId}$`));
  await expect(page.getByRole('link', { name: 'Download invoices (zip)' })).toBeVisible({ timeout: 60_000 });
});
