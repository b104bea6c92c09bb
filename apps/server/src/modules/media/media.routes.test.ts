import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './media.routes';
import { escapeXml } from './svg';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(mediaRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe('generated images', () => {
  it.each([
    ['/images/products/CAL-87161.svg', 'CAL-87161'],
    ['/images/products/GEN-15MM-ISO.svg', 'GEN-15MM-ISO'],
    ['/images/suppliers/1.svg', 'Heatline'],
    ['/images/diagrams/1.svg', 'Hydraulic Assembly'],
    ['/images/delivery/gophr.svg', 'Gophr'],
  ])('%s is a cacheable SVG', async (url, text) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body).toContain(text);
  });

  it('draws the same picture every time', async () => {
    const [a, b] = await Promise.all([app.inject('/images/diagrams/42.svg'), app.inject('/images/diagrams/42.svg')]);
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('>10<'); // at least ten numbered callouts for the placement refs
  });

  it("numbers a diagram's callouts 1..n as its URL says (its parts' placement refs), and refuses a count out of range", async () => {
    const six = (await app.inject('/images/diagrams/42.svg?callouts=6')).body;
    const callouts = [...six.matchAll(/font-size="19" font-weight="700" fill="#1e3a5f">(\d+)</g)].map((match) => Number(match[1]));
    expect(callouts).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await app.inject('/images/diagrams/42.svg?callouts=1')).body).toContain('>1</text>');
    expect((await app.inject('/images/diagrams/42.svg?callouts=0')).body).not.toContain('fill="#1e3a5f">1<');
    for (const bad of ['41', '-1', 'six', '1.5']) expect((await app.inject(`/images/diagrams/42.svg?callouts=${bad}`)).statusCode, bad).toBe(400);
  });

  it('answers 404 for anything that is not a known image name', async () => {
    for (const url of ['/images/products/CAL-87161.png', '/images/suppliers/abc.svg', '/images/diagrams/0.svg', '/images/products/%3Cscript%3E.svg']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it.each([160, 320, 640, 1280])('serves a product picture %i px wide, cacheable for a year with an ETag', async (width) => {
    const response = await app.inject(`/images/products/diverter-valve/Caldera/CAL-87161.svg?w=${width}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(response.body).toContain(`width="${width}" height="${width}" viewBox="0 0 400 400"`);
    expect(response.body).toContain('>Caldera</text>');
  });

  it('draws a product in its finish, and knows no other finishes', async () => {
    const response = await app.inject('/images/products/socket/Voltex/antique-brass/SKT-100049.svg?w=640');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<linearGradient id="finish"');
    expect((await app.inject('/images/products/socket/Voltex/tartan/SKT-100049.svg')).statusCode).toBe(404);
    expect((await app.inject('/images/products/socket/Voltex/black/SKT-100049.svg?w=99')).statusCode).toBe(400);
  });

  it('answers 304 when the browser already holds the picture', async () => {
    const url = '/images/products/pump/Milford%20%26%20Hale/MIL-10001.svg?w=320';
    const first = await app.inject(url);
    expect(first.body).toContain('Milford &amp; Hale');
    const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject('/images/products/pump/Caldera/MIL-10001.svg?w=320');
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it.each(['0', '100', '2560', 'big', '320px', '-320'])('answers 400 for the size w=%s', async (w) => {
    const response = await app.inject(`/images/products/pump/Caldera/CAL-1.svg?w=${w}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('w must be one of 160, 320, 640, 1280');
    expect((await app.inject(`/images/products/CAL-1.svg?w=${w}`)).statusCode).toBe(400);
  });

  it.each([
    '/images/products/spaceship/Caldera/CAL-1.svg',
    '/images/products/pump/%3Cscript%3E/CAL-1.svg',
    '/images/products/pump/Caldera/CAL-1.png',
    '/images/products/pump/Caldera/%25E0.svg',
  ])('answers 404 for an unknown product picture %s', async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });

  it('escapes text put into SVG', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const response = app.inject('/images/delivery/unknown-courier.svg');
    return expect(response.then((r) => r.body)).resolves.toContain('unknown-courier');
  });
});
