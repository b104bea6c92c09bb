import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const demoPassword = 'demo1234!';

export const demoAccounts = {
  admin: 'admin@acme-heating.test',
  buyer: 'buyer@acme-heating.test',
  locked: 'locked@acme-heating.test',
  incomplete: 'new@fresh-plumbing.test',
  electrical: 'electrical@spark-electrical.test',
  testUser: 'test@test-account.test',
  noCheckout: 'nocheckout@acme-heating.test',
  northernBoilers: 'admin@northern-boilers.test',
  keystone: 'admin@keystone-plumbing.test',
} as const;

/** Signs in through the real sign-in page, like a person would. */
export async function signIn(page: Page, email: string, options: { returnUrl?: string; expectHome?: boolean } = {}) {
  const query = options.returnUrl ? `?returnUrl=${encodeURIComponent(options.returnUrl)}` : '';
  await page.goto(`/bff/login${query}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (options.expectHome ?? true) await untilAppLoaded(page);
}

/**
 * Waits until the page in front of the user is the running app, and its first calls have been answered. The home
 * page and the product results arrive rendered by the server (decision 019) and are on screen before their script
 * has started: a click or a keystroke then reaches inert markup, which a person would simply repeat.
 */
export async function untilAppLoaded(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await untilAppStarted(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Waits, on a page the server rendered (it carries the state block), until the browser's React has taken it over:
 * from then on React hydrates the part a click lands on at once and replays the click (React attaches its root,
 * marked `__reactContainer$…`, when `hydrateRoot` runs). Any other page is the app as soon as it is there.
 */
export async function untilAppStarted(page: Page) {
  await page
    .waitForFunction(() => {
      const root = document.getElementById('root');
      return !document.getElementById('sf-state') || (root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
    })
    // The page went on to another address (a redirect to sign in, a link): there is nothing of this one to wait for.
    .catch((error: unknown) => {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    });
}

/**
 * Playwright's `test`, whose page waits after `goto` and `reload` until a server-rendered page is the running app
 * (`untilAppStarted`), so no step of a journey clicks inert markup, whichever page it opens.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilAppStarted(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilAppStarted(page);
      return response;
    };
    await use(page);
  },
});

/** Screenshots reviewers look at live in e2e/artifacts/screenshots. */
export const screenshotPath = (name: string) => `artifacts/screenshots/${name}.png`;

/**
 * WCAG 2.1 A/AA violations axe-core finds on the page, one line each ('rule: selectors'). Once the page's finite
 * animations have ended: a dialog fading in is half transparent, and axe read its red button's contrast from the
 * blend (a CI run failed so on 'Remove saved card?'). Endless ones (a spinner) are not waited for.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
