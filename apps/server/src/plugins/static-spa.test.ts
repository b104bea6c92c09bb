import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { useSignedInApp } from '../test/signed-in-app';

const bigScript = `console.log(${JSON.stringify('shell '.repeat(1000))});`;
const dist = mkdtempSync(join(tmpdir(), 'sf-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SparesFinder app</title>');
  writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  // The build's compressed copies (apps/web/precompress.ts) of a larger chunk.
  writeFileSync(join(dist, 'assets', 'shell-456.js'), bigScript);
  writeFileSync(join(dist, 'assets', 'shell-456.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(dist, 'assets', 'shell-456.js.gz'), gzipSync(bigScript));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
// Registered after the hooks above: the app starts once the files are written and is closed before they go.
const t = useSignedInApp({ env: { WEB_DIST_DIR: dist } });

describe('SPA and static files (public: the app itself sends users to sign in)', () => {
  it.each(['/', '/Basket/Availability', '/orderhistory', '/Notifications/Details/5', '/Spares/Boiler-Spares'])('serves index.html for the page %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('SparesFinder app');
    // Revalidated on every visit, so a new build's index.html (naming its new assets) is never missed.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the app with its Content-Security-Policy', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "frame-src 'self'"]) expect(csp).toContain(directive);
    // spec 3 §2.6: the checkout embeds the payment page (the sandbox gateway on this site, decision 014), so
    // frame-src is 'self' rather than 'none'.
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lets product photos come from a maker\'s own host, and nothing else from elsewhere (issue #11)', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    expect(csp).toContain("img-src 'self' data: blob: https: http:");
    for (const directive of ["default-src 'self'", "connect-src 'self'", "font-src 'self' data:"]) expect(csp).toContain(directive);
  });

  it('never serves source maps (built hidden, for error reports only)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-123.js.map' })).statusCode).toBe(404);
  });

  it('lets browsers keep the hashed assets for a year', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/assets/app-123.js', '/favicon.svg'])('serves the file %s', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('sends the compressed copy the browser accepts, Brotli first, and the plain file otherwise', async () => {
    const get = (encoding?: string) => t.app.inject({ method: 'GET', url: '/assets/shell-456.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    // A file without compressed copies is sent as it is.
    const small = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.body).toBe('console.log(1)');
  });

  it('keeps API paths behind the session even where a page path is similar', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/Basket/GetBasketForUser' })).statusCode).toBe(401);
  });

  // issue #11 item 9: a mistyped address shows the app's own not-found page, not raw JSON.
  it.each(['/products/123', '/no/such/page', '/Basket/Nothing'])('answers a browser navigating to %s with the app shell and status 404, signed in or not', async (url) => {
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const admin = await t.signIn('admin');
    for (const response of [await t.app.inject({ method: 'GET', url, headers: html }), await t.inject(admin, { method: 'GET', url, headers: html })]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('SparesFinder app');
    }
  });

  it('keeps the JSON 404 for API calls, files and assets, even from a browser', async () => {
    const admin = await t.signIn('admin');
    const html = { accept: 'text/html' };
    expect((await t.inject(admin, { method: 'GET', url: '/products/123', headers: { accept: 'application/json' } })).json().code).toBe('not_found');
    for (const url of ['/assets/missing-1.js', '/missing.png', '/images/none/x']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.headers['content-type']).toContain('application/json');
    }
    const post = await t.app.inject({ method: 'POST', url: '/products/123', headers: html, payload: {} });
    expect(post.statusCode).toBe(401);
  });

  it('answers unknown non-page paths with 404 JSON for a signed-in user', async () => {
    const admin = await t.signIn('admin');
    const response = await t.get(admin, '/no/such/thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
