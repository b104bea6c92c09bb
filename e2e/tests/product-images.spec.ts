import { expect, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from './support';

/** Issue #11 item 2: products that look like products (each kind drawn as itself, by its maker, zoomable). */

async function search(page: Page, term: string) {
  await page.goto(`/products?searchTerm=${encodeURIComponent(term)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${term}”`);
}

async function loadImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const zoomButton = (page: Page) => page.getByRole('button', { name: /^Zoom image of / }).first();

test.describe('product pictures', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAccounts.admin);
  });

  test('a card shows a small picture of the part by its maker; the zoom loads the 1280 px picture', async ({ page }) => {
    const pictureWidths: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/images/products/')) pictureWidths.push(url.searchParams.get('w') ?? '');
    });
    await search(page, 'CAL-87161');
    const card = page.getByRole('button', { name: 'Zoom image of Diverter valve assembly' }).first();
    const thumbnail = card.locator('img');
    await expect(thumbnail).toHaveAttribute('src', '/images/products/diverter-valve/Caldera/CAL-87161.svg?w=320');
    await expect(thumbnail).toHaveAttribute('srcset', /\?w=160 160w, .*\?w=1280 1280w$/);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const chosen = await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(chosen).not.toContain('w=1280');
    expect(pictureWidths).not.toContain('1280');

    const zoomed = page.waitForResponse((response) => response.url().includes('/images/products/diverter-valve/Caldera/CAL-87161.svg?w=1280'));
    await card.click();
    const response = await zoomed;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const dialog = page.getByRole('dialog', { name: 'Diverter valve assembly' });
    const large = dialog.getByRole('img', { name: 'Diverter valve assembly' });
    await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a picture that fails to load shows the placeholder (spec 2 §8)', async ({ page }) => {
    await page.route('**/images/products/diverter-valve/Caldera/CAL-87161.svg*', (route) => route.abort());
    await search(page, 'CAL-87161');
    const card = page.getByRole('button', { name: 'Zoom image of Diverter valve assembly' }).first();
    await expect(card.getByTestId('image-placeholder')).toBeVisible();
  });

  for (const [width, height] of [[1366, 900], [390, 844]] as const) {
    test(`screenshots at ${width} px: heating spares, plumbing, electrical, the zoom`, async ({ page }) => {
      test.setTimeout(150_000); // four searches and their pictures on a shared two-core machine
      await page.setViewportSize({ width, height });
      for (const [name, term] of [['heating-spares', 'pump'], ['plumbing', 'compression'], ['electrical', 'socket'], ['valves', 'diverter valve']] as const) {
        await search(page, term);
        await loadImages(page);
        await expect(page.locator('img[data-testid="image-placeholder"]')).toHaveCount(0);
        await page.screenshot({ path: screenshotPath(`product-images-${name}-${width}`) });
      }
      await zoomButton(page).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
      await page.screenshot({ path: screenshotPath(`product-images-zoom-${width}`) });
    });
  }
});
