import { chromium } from '@playwright/test';
export const BASE = 'http://127.0.0.1:3400';
export const issues = [];
export async function start(viewport = { width: 1366, height: 900 }, opts = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport, baseURL: BASE, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}) });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`[console.${m.type()}] ${page.url()} :: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => console.log(`[pageerror] ${page.url()} :: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) console.log(`[http ${r.status()}] ${r.request().method()} ${r.url()}`); });
  page.on('requestfailed', (r) => console.log(`[reqfailed] ${r.url()} ${r.failure()?.errorText}`));
  return { browser, context, page };
}
export async function signIn(page, email = 'admin@acme-heating.test') {
  await page.goto('/bff/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo1234!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState('networkidle').catch(() => {});
}
export async function shot(page, name, full = true) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/explore/shots/${name}.png`, fullPage: full });
  const sw = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  console.log(`[shot] ${name} url=${page.url()} scrollWidth=${sw[0]} innerWidth=${sw[1]}${sw[0] > sw[1] ? ' HSCROLL!' : ''}`);
}
export async function text(page, sel = 'main') {
  const t = await page.locator(sel).first().innerText().catch(() => page.locator('body').innerText());
  return t.replace(/\n{2,}/g, '\n');
}
