import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: SignedIn;
let fresh: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  acme = await signIn(t.app, demoAccounts.admin);
  fresh = await signIn(t.app, demoAccounts.fresh);
});
afterAll(() => t.close());

const get = (url: string, session: SignedIn) => t.app.inject({ method: 'GET', url, headers: session.headers });
const searchLiked = (session: SignedIn, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/LikedProduct/SearchLikedProducts', headers: session.headers, payload });

describe('favourites', () => {
  it("Acme's admin has favourites as product cards (liked true), 10 by default", async () => {
    const response = await searchLiked(acme);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalRecords).toBeGreaterThan(0);
    expect(body.collection.length).toBe(Math.min(10, body.totalRecords));
    for (const item of body.collection) expect(item).toMatchObject({ liked: true, itemId: item.productId });
  });

  it('sorts by name both ways and searches by text', async () => {
    const names = async (sortDir: string) => (await searchLiked(acme, { sortDir, sortProp: 'Description' })).json().collection.map((c: { description: string }) => c.description);
    const asc = await names('ASC');
    expect(await names('DESC')).toEqual([...asc].reverse());
    const first = (await searchLiked(acme)).json().collection[0];
    const found = (await searchLiked(acme, { searchText: first.mpn.toLowerCase() })).json();
    expect(found.collection.map((c: { mpn: string }) => c.mpn)).toContain(first.mpn);
    expect((await searchLiked(acme, { searchText: 'zzqqxx' })).json()).toEqual({ collection: [], totalRecords: 0 });
  });

  it('toggle likes, then unlikes; LikedProducts follows', async () => {
    const liked = await get('/LikedProduct/Toggle?itemId=3&manufacturerPartNumber=GEN-15MM-ISO&cost=2.45', fresh);
    expect(liked.json()).toEqual({ itemId: 3, liked: true });
    expect((await get('/LikedProduct/LikedProducts', fresh)).json()).toEqual([{ itemId: 3 }]);
    expect((await get('/LikedProduct/Toggle?itemId=3', fresh)).json()).toEqual({ itemId: 3, liked: false });
    expect((await get('/LikedProduct/LikedProducts', fresh)).json()).toEqual([]);
  });

  it("another organisation's favourites stay invisible", async () => {
    await get('/LikedProduct/Toggle?itemId=4', fresh);
    const acmeIds = (await get('/LikedProduct/LikedProducts', acme)).json().map((r: { itemId: number }) => r.itemId);
    const freshIds = (await get('/LikedProduct/LikedProducts', fresh)).json().map((r: { itemId: number }) => r.itemId);
    expect(freshIds).toEqual([4]);
    expect((await searchLiked(fresh)).json().totalRecords).toBe(1);
    expect(acmeIds.length).toBeGreaterThan(0);
    // Acme's likes did not change by Fresh toggling
    expect((await get('/LikedProduct/LikedProducts', acme)).json().length).toBe(acmeIds.length);
  });

  it('toggle of an unknown product is a 404; a bad id a 400', async () => {
    expect((await get('/LikedProduct/Toggle?itemId=999999', fresh)).statusCode).toBe(404);
    expect((await get('/LikedProduct/Toggle?itemId=abc', fresh)).statusCode).toBe(400);
    expect((await get('/LikedProduct/Toggle', fresh)).statusCode).toBe(400);
  });

  it('toggle is a state-changing GET: without the X-XSRF-TOKEN header it is a 403', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/LikedProduct/Toggle?itemId=3', headers: { cookie: cookieHeader(fresh.cookies) } });
    expect(response.statusCode).toBe(403);
    expect((await get('/LikedProduct/LikedProducts', fresh)).json()).toEqual([{ itemId: 4 }]);
  });

  it.each([{ take: 0 }, { take: 101 }, { skip: -1 }, { sortProp: 'Price' }, { sortDir: 'sideways' }])('search %j is a 400', async (payload) => {
    expect((await searchLiked(acme, payload)).statusCode).toBe(400);
  });

  it('search accepts multipart form data', async () => {
    const boundary = 'sfboundary';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="sortDir"', '', 'DESC', `--${boundary}`, 'Content-Disposition: form-data; name="searchText"', '', '', `--${boundary}--`, ''].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/LikedProduct/SearchLikedProducts',
      headers: { ...acme.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
  });
});
