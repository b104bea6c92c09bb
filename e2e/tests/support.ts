import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const demoPassword = 'demo1234!';

export const demoAccounts = {
  admin: 'admin@acme-heating.test',
  buyer: 'buyer@acme-heating.test',
  locked: 'locked@acme-heating.test',
  incomplete: 'new@fresh-plumbing.test',
  electrical: 'electrical@spark-electrical.test',
  testUser: 'test@test-account.test',
  noCheckout: 'nocheckout@acme-heating.test',
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
 * Waits until the page in front of the user is the running app. The home page's markup arrives from the server
 * (decision 019) and is on screen before its script has hydrated it: a click or a keystroke then would reach inert
 * markup, which a person would simply repeat. The app's own requests start only once it has hydrated, so the
 * network falling quiet after the shell is visible means the app is running.
 */
export async function untilAppLoaded(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

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
