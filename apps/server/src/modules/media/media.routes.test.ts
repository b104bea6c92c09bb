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

  it('answers 404 for anything that is not a known image name', async () => {
    for (const url of ['/images/products/CAL-87161.png', '/images/suppliers/abc.svg', '/images/diagrams/0.svg', '/images/products/%3Cscript%3E.svg']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('escapes text put into SVG', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const response = app.inject('/images/delivery/unknown-courier.svg');
    return expect(response.then((r) => r.body)).resolves.toContain('unknown-courier');
  });
});
