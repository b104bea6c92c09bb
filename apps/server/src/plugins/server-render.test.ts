import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serverRenderStateElementId } from '@sparesfinder/contracts/server-render';
import { useSignedInApp } from '../test/signed-in-app';
import { scriptSafeJson, withRenderedPage } from './server-render';

// A stand-in for the web build's render entry (apps/web/src/entry-server.tsx, whose rendering the e2e suite checks
// in a browser): it renders what the server's own routes answered it for the visitor, so these tests see what it read.
const hostile = '</script><script>alert(1)</script><!-- \u2028 & done';
const renderEntry = `
export async function renderPage({ url, readJson }) {
  if (url.toLowerCase().startsWith('/orderhistory')) throw new Error('render failed');
  if (url.startsWith('/settings')) return undefined;
  // A render that tries a write: the server must refuse it, so the page goes out plain and nothing changes.
  if (url.startsWith('/Basket')) await readJson('/Basket/AddLine', { manufacturerCode: 'HLM-CAL87161', qty: 3 });
  const user = await readJson('/Account/UserDetails');
  // A read the spec sends as a POST, made with the visitor's own session.
  const search = url.startsWith('/products') ? await readJson('/productsearch/searchindex', { searchTerm: 'valve', skip: 0, take: 2 }) : undefined;
  return { html: '<main>rendered ' + url + '</main>', state: { queries: [], mutations: [], user, search, note: ${JSON.stringify(hostile)} } };
}`;
/**
 * A built web app in a temporary directory: its index.html, and beside it (`<dir>-ssr`) the render entry. Called
 * before the suite's useSignedInApp, so the files are written before the app starts and removed after it closes.
 */
function builtApp(indexHtml: string, entrySource: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sf-render-'));
  beforeAll(() => {
    mkdirSync(`${dir}-ssr`);
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(`${dir}-ssr`, 'entry-server.js'), entrySource);
  });
  afterAll(() => {
    for (const path of [dir, `${dir}-ssr`]) rmSync(path, { recursive: true, force: true });
  });
  return dir;
}
const indexWithRoot = '<!doctype html><html><head><title>SparesFinder app</title></head><body><div id="root"></div></body></html>';
const indexWithoutRoot = '<!doctype html><title>SparesFinder app</title><p>no root</p>';

const dist = builtApp(indexWithRoot, renderEntry);
// SERVER_RENDER_BUSY_ABOVE=1: these tests check what a render sends, so none is declined because the test process
// (migrations, the embedded database) kept the event loop busy; the admission has its own tests below.
const t = useSignedInApp({ as: ['admin', 'buyer', 'fresh'], env: { WEB_DIST_DIR: dist, SERVER_RENDER_BUSY_ABOVE: '1' } });
const { admin, buyer, fresh } = t.sessions;

const page = (headers: Record<string, string>, url = '/') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const stateOf = (html: string): Record<string, unknown> => {
  const match = new RegExp(`<script type="application/json" id="${serverRenderStateElementId}">(.*?)</script>`).exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
};

describe('the server-rendered first paint (decision 019)', () => {
  it("sends a signed-in visit the page rendered from the visitor's own answers, with the state beside it", async () => {
    const response = await page({ cookie: admin.headers.cookie, 'accept-encoding': 'gzip, deflate, br' }, '/products?searchTerm=valve');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root"><main>rendered /products?searchTerm=valve</main></div>');
    const details = (await t.get(admin, '/Account/UserDetails')).json();
    const search = (await t.post(admin, '/ProductSearch/SearchIndex', { searchTerm: 'valve', skip: 0, take: 2 })).json();
    expect(search.collection).toHaveLength(2);
    expect(stateOf(html)).toEqual({ queries: [], mutations: [], user: details, search, note: hostile });
    // Personal: never kept by a shared cache, and another cookie is another page.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps the state inside its script element whatever it holds', async () => {
    const response = await page({ cookie: admin.headers.cookie });
    expect(response.body).not.toContain('</script><script>alert');
    expect(response.body).not.toContain('<!--');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect(stateOf(response.body).note).toBe(hostile);
  });

  it('compresses with gzip when that is all the browser takes, and not at all when it takes neither', async () => {
    const gzipped = await page({ cookie: admin.headers.cookie, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toContain('<main>rendered /</main>');
    const plain = await page({ cookie: admin.headers.cookie, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main>rendered /</main>');
  });

  it("reads each visitor's own answers: another user's page holds that user's details", async () => {
    const response = await page({ cookie: buyer.headers.cookie });
    expect(stateOf(response.body).user).toEqual((await t.get(buyer, '/Account/UserDetails')).json());
    expect(stateOf(response.body).user).not.toEqual(stateOf((await page({ cookie: admin.headers.cookie })).body).user);
  });

  it("reads a POST search with the visitor's own session (another organisation's visit, its own answer)", async () => {
    const response = await page({ cookie: fresh.headers.cookie }, '/products?searchTerm=valve');
    const own = (await t.post(fresh, '/ProductSearch/SearchIndex', { searchTerm: 'valve', skip: 0, take: 2 })).json();
    expect(own.collection).toHaveLength(2);
    expect(stateOf(response.body).search).toEqual(own);
  });

  it('refuses a render any POST that is not a read: the page is sent plain and nothing is written', async () => {
    const before = (await t.get(admin, '/Basket/GetBasketForUser')).json();
    const response = await page({ cookie: admin.headers.cookie }, '/Basket');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect((await t.get(admin, '/Basket/GetBasketForUser')).json()).toEqual(before);
  });

  it('a forged session cookie reads nothing (the real entry then renders nothing)', async () => {
    const response = await page({ cookie: 'sf_session=forged-token' });
    expect(stateOf(response.body).user).toBeUndefined();
  });

  it('a visit without a session gets the plain page, revalidated as before', async () => {
    const response = await page({});
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(serverRenderStateElementId);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a page the entry does not render, or whose render fails, is sent plain: never an error page', async () => {
    for (const url of ['/settings', '/OrderHistory']) {
      const response = await page({ cookie: admin.headers.cookie }, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("an unknown address keeps its 404 with the plain page, and API calls are untouched", async () => {
    const unknown = await page({ cookie: admin.headers.cookie }, '/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    const api = await t.get(admin, '/Account/UserDetails');
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('withRenderedPage / scriptSafeJson', () => {
  it('puts the markup into the empty root and refuses a page without one', () => {
    expect(withRenderedPage('<body><div id="root"></div></body>', { html: '<p>$& $1</p>', state: {} })).toBe(
      `<body><div id="root"><p>$& $1</p></div><script type="application/json" id="${serverRenderStateElementId}">{}</script></body>`,
    );
    expect(() => withRenderedPage('<body></body>', { html: '', state: {} })).toThrow(/root/);
  });

  it('escapes what could end the script element, and the JSON still reads back the same', () => {
    const value = { text: hostile, more: ['<', '>', '&', '\u2029'] };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('renders only with room to spare (render-admission.ts)', () => {
  const one = useSignedInApp({ as: ['admin'], env: { WEB_DIST_DIR: dist, SERVER_RENDER_BUSY_ABOVE: '1', SERVER_RENDER_MAX_IN_FLIGHT: '1' } });
  const visit = () => one.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: one.sessions.admin.headers.cookie } });

  it('sends a page plain while the renders allowed at once are under way, and renders again once they settle', async () => {
    const [first, second] = await Promise.all([visit(), visit()]);
    expect(first.body).toContain('<main>rendered /</main>');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<div id="root"></div>');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect((await visit()).body).toContain('<main>rendered /</main>');
  });

  it('spends no render on a visitor without a session: the signed-in visit beside it still gets its render', async () => {
    const anonymous = () => one.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const [plain, signedIn] = await Promise.all([anonymous(), visit()]);
    expect(plain.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('<main>rendered /</main>');
  });
});

describe('SERVER_RENDER=off', () => {
  const off = useSignedInApp({ as: ['admin'], env: { WEB_DIST_DIR: dist, SERVER_RENDER: 'off' } });
  it('sends every page plain', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: off.sessions.admin.headers.cookie } });
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe.each([
  ['an entry that fails to load (the server still starts)', 'export const renderPage = ;'],
  ['an index.html without the empty root to render into', "export async function renderPage() { return { html: '<main>rendered</main>', state: {} }; }"],
])('a broken build never takes the shop down: %s', (_, entry) => {
  const broken = useSignedInApp({ as: ['admin'], env: { WEB_DIST_DIR: builtApp(indexWithoutRoot, entry) } });

  it('sends the page plain, never an error', async () => {
    const response = await broken.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: broken.sessions.admin.headers.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('no root');
    expect(response.body).not.toContain('rendered');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
