import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './cross-site';

const app = Fastify();
app.get('/probe', async (request) => ({ crossSite: isCrossSiteRequest(request) }));
beforeAll(() => app.ready());
afterAll(() => app.close());

const crossSite = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/probe', headers: { host: 'shop.example:3000', ...headers } })).json().crossSite;

describe('isCrossSiteRequest', () => {
  it.each([
    [{}, false],
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, false],
    [{ origin: 'http://shop.example:3000' }, false],
    [{ origin: 'http://SHOP.example:3000' }, false],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'http://shop.example:4000' }, true],
    [{ origin: 'null' }, true],
    [{ referer: 'http://shop.example:3000/Basket' }, false],
    [{ referer: 'https://evil.example/page' }, true],
    [{ referer: 'not a url' }, true],
  ])('%j → %s', async (headers, expected) => expect(await crossSite(headers)).toBe(expected));
});
