import { expect, type Page } from '@playwright/test';
import { demoAccounts, screenshotPath, signIn, test } from './support';

/**
 * Decision 019: the server renders the first paint of the pages a visit most often starts on
 * (apps/web/src/app/server-rendered-pages.ts), and the browser hydrates it. Each such page, at phone and desktop
 * widths: the markup arrives with the page in it, hydrates without a mismatch, and then works as the app.
 */
const pages = [
  { url: '/', heading: 'Welcome to SparesFinder', content: 'Welcome to SparesFinder' },
  // The search in the address is read on the server: the cards are in the markup.
  { url: '/products?searchTerm=valve', heading: 'Results for “valve”', content: 'aria-label="Add to order: ' },
];
/** What the shell and these pages read; the server read it, so the browser must not read it again. */
const serverReadCalls = /\/(Basket\/GetBasketForUser|NotificationTriggerLog\/UnreadNotifications|GetBannerText|Account\/IsAccountCompleted|GetUserGroup|GetMenuItems|Configuration\/GetConfigurationVariables|ProductSearch\/SearchIndex|ProductSearch\/GetBreadCrumb)\b/i;
const hydrationProblem = /hydrat|Minified React error|did not match/i;

/** React's hydration complaints (main.tsx reports a recovered mismatch as a console error) and uncaught errors. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && hydrationProblem.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const width of [1366, 390]) {
  test.describe(`server-rendered pages at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    for (const { url, heading, content } of pages) {
      test(`${url}: the markup carries the page, it hydrates cleanly and then works`, async ({ page }) => {
        await signIn(page, demoAccounts.admin);
        const sent = await page.request.get(url, { headers: { accept: 'text/html' } });
        expect(sent.headers()['cache-control']).toBe('no-store');
        const markup = await sent.text();
        expect(markup).toMatch(/<div id="root"><.+/s);
        expect(markup).toContain(heading);
        expect(markup).toContain(content);
        // The shell is whole in the first paint: the organisation's announcement, not its loading place.
        expect(markup).toContain('data-testid="banner-strip"');

        const problems = watchHydration(page);
        // The heading element the server sent, kept to compare with the one on screen once the app has loaded.
        await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => Object.assign(window, { sentHeading: document.querySelector('h1') })));
        const reads: string[] = [];
        const onRequest = (request: { url: () => string }) => void (serverReadCalls.test(request.url()) && reads.push(request.url()));
        page.on('request', onRequest);
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        page.off('request', onRequest);
        expect(reads).toEqual([]);
        // Hydrated, not painted again: the page's own markup is still the server's (a re-render would replace it).
        expect(await page.evaluate(() => (window as unknown as { sentHeading: Element | null }).sentHeading === document.querySelector('h1'))).toBe(true);
        // Working as the app: the header's search is the React component, not inert markup.
        const search = page.getByRole('banner').getByRole('combobox').first();
        // What the browser's media query decides arrives after hydration (the server cannot know the width).
        await expect(search).toHaveAttribute('placeholder', width < 600 ? 'Search…' : 'Search products…');
        await search.fill('pump');
        await search.press('Enter');
        await expect(page).toHaveURL(/\/products\?searchTerm=pump/);
        await expect(page.getByRole('heading', { level: 1, name: 'Results for “pump”' })).toBeVisible();
        expect(problems).toEqual([]);
        const name = url === '/' ? 'home' : 'products';
        await page.goto(url).then(() => page.screenshot({ path: screenshotPath(`server-rendered-${name}-${width}`) }));
      });
    }
  });
}

test("another user group's page is its own, and hydrates as cleanly (electrical: no Spares, no banner)", async ({ page }) => {
  await signIn(page, demoAccounts.electrical);
  const url = '/products?searchTerm=socket';
  const markup = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
  expect(markup).toContain('Results for “socket”');
  expect(markup).toContain('aria-label="Add to order: ');
  // Its group's banner is 'noshow': neither the strip nor its loading place.
  expect(markup).not.toMatch(/data-testid="banner-strip(-placeholder)?"/);
  const problems = watchHydration(page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “socket”' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the other pages are sent plain, for the browser to render', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  for (const url of ['/search', '/Basket', '/settings', '/favourite-products']) {
    const sent = await page.request.get(url, { headers: { accept: 'text/html' } });
    expect(await sent.text()).toContain('<div id="root"></div>');
  }
});

test('a page whose markup does not match what the browser renders is reported, and repaired by the browser', async ({ page }) => {
  // The detector above must not be blind: change the sent markup and the mismatch has to show.
  await signIn(page, demoAccounts.admin);
  await page.route((url) => url.pathname === '/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // The text is decoded, so it goes back without the Content-Encoding it came with.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
    const body = await response.text();
    expect(body).toContain('Welcome to SparesFinder</h1>');
    await route.fulfill({ status: response.status(), headers, body: body.replace('Welcome to SparesFinder</h1>', 'Tampered</h1>') });
  });
  const problems = watchHydration(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to SparesFinder' })).toBeVisible();
  await expect.poll(() => problems.length).toBeGreaterThan(0);
});
