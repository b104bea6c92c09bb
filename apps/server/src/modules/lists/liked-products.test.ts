import { describe, expect, it } from 'vitest';
import { cookieHeader, type SignedIn } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin: acme, fresh } = t.sessions;

const searchLiked = (session: SignedIn, payload: object = {}) => t.post(session, '/LikedProduct/SearchLikedProducts', payload);

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
    const liked = await t.get(fresh, '/LikedProduct/Toggle?itemId=3&manufacturerPartNumber=GEN-15MM-ISO&cost=2.45');
    expect(liked.json()).toEqual({ itemId: 3, liked: true });
    expect((await t.get(fresh, '/LikedProduct/LikedProducts')).json()).toEqual([{ itemId: 3 }]);
    expect((await t.get(fresh, '/LikedProduct/Toggle?itemId=3')).json()).toEqual({ itemId: 3, liked: false });
    expect((await t.get(fresh, '/LikedProduct/LikedProducts')).json()).toEqual([]);
  });

  it("another organisation's favourites stay invisible", async () => {
    await t.get(fresh, '/LikedProduct/Toggle?itemId=4');
    const acmeIds = (await t.get(acme, '/LikedProduct/LikedProducts')).json().map((r: { itemId: number }) => r.itemId);
    const freshIds = (await t.get(fresh, '/LikedProduct/LikedProducts')).json().map((r: { itemId: number }) => r.itemId);
    expect(freshIds).toEqual([4]);
    expect((await searchLiked(fresh)).json().totalRecords).toBe(1);
    expect(acmeIds.length).toBeGreaterThan(0);
    // Acme's likes did not change by Fresh toggling
    expect((await t.get(acme, '/LikedProduct/LikedProducts')).json().length).toBe(acmeIds.length);
  });

  it('toggle of an unknown product is a 404; a bad id a 400', async () => {
    expect((await t.get(fresh, '/LikedProduct/Toggle?itemId=999999')).statusCode).toBe(404);
    expect((await t.get(fresh, '/LikedProduct/Toggle?itemId=abc')).statusCode).toBe(400);
    expect((await t.get(fresh, '/LikedProduct/Toggle')).statusCode).toBe(400);
  });

  it('toggle is a state-changing GET: without the X-XSRF-TOKEN header it is a 403', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/LikedProduct/Toggle?itemId=3', headers: { cookie: cookieHeader(fresh.cookies) } });
    expect(response.statusCode).toBe(403);
    expect((await t.get(fresh, '/LikedProduct/LikedProducts')).json()).toEqual([{ itemId: 4 }]);
  });

  it.each([{ take: 0 }, { take: 101 }, { skip: -1 }, { sortProp: 'Price' }, { sortDir: 'sideways' }])('search %j is a 400', async (payload) => {
    expect((await searchLiked(acme, payload)).statusCode).toBe(400);
  });

  it('search accepts multipart form data', async () => {
    const boundary = 'sfboundary';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="sortDir"', '', 'DESC', `--${boundary}`, 'Content-Disposition: form-data; name="searchText"', '', '', `--${boundary}--`, ''].join('\r\n');
    const response = await t.inject(acme, {
      method: 'POST',
      url: '/LikedProduct/SearchLikedProducts',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
  });
});
