import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'electrical'] });
const { admin, electrical } = t.sessions;

describe('GET /SaveForLater/GetSaveForLaters and /GetSavedParts', () => {
  it("lists the organisation's single saved items, newest first, with today's price", async () => {
    const { collection } = (await t.get(admin, '/SaveForLater/GetSaveForLaters')).json();
    expect(collection).toHaveLength(4);
    expect(collection.every((item: { orgID: number; orderReference: string | null }) => item.orgID === 1 && item.orderReference === null)).toBe(true);
    const dates = collection.map((item: { dateTime: string }) => Date.parse(item.dateTime));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(typeof collection[0].price).toBe('number');
    expect((await t.get(electrical, '/SaveForLater/GetSaveForLaters')).json()).toEqual({ collection: [] });
  });

  it('groups saved parts orders with the user who saved each, the date and the item count', async () => {
    const { collection } = (await t.get(admin, '/SaveForLater/GetSavedParts')).json();
    expect(collection.map((order: { orderReference: string; items: number }) => [order.orderReference, order.items])).toEqual([
      ['JOB-2417', 4],
      ['JOB-2452', 3],
    ]);
    expect(collection[0]).toMatchObject({ username: expect.stringMatching(/\w+ \w+/), dateTime: expect.any(String), title: 'Caldera Combi 30i service - Beeston' });
    expect(collection[0].saveForLaters).toHaveLength(4);
    const one = (await t.get(admin, '/SaveForLater/GetSavedParts?orderReference=JOB-2452')).json();
    expect(one.collection.map((order: { orderReference: string }) => order.orderReference)).toEqual(['JOB-2452']);
    expect((await t.get(electrical, '/SaveForLater/GetSavedParts?orderReference=JOB-2452')).json()).toEqual({ collection: [] });
  });
});

describe('POST /SaveForLater/CreateSaveForLater and CreateMultipleSaveForLater', () => {
  // price: what Acme (a buying-group member) pays, £43.65, not the list price (issue #11).
  it('saves for the real organisation with catalogue facts, ignoring OrgID -1 and sent prices', async () => {
    const response = await t.post(admin, '/SaveForLater/CreateSaveForLater', { OrgID: -1, manufacturerCode: 'cal-87161', qty: 2, price: 0.01, description: 'free' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orgID: 1, manufacturerCode: 'CAL-87161', description: 'Diverter valve assembly', price: 43.65, qty: 2, orderReference: null });
  });

  it.each([
    ['an unknown part', { manufacturerCode: 'NOPE', qty: 1 }, 400],
    ['quantity 0', { manufacturerCode: 'CAL-87161', qty: 0 }, 400],
    ['a huge quantity', { manufacturerCode: 'CAL-87161', qty: 1e9 }, 400],
  ])('refuses %s', async (_name, payload, status) => {
    expect((await t.post(admin, '/SaveForLater/CreateSaveForLater', payload)).statusCode).toBe(status);
  });

  it('saves several items and names a bad one by its index', async () => {
    const ok = await t.post(admin, '/SaveForLater/CreateMultipleSaveForLater', [{ manufacturerCode: 'GEN-15MM-ISO', qty: 1 }, { manufacturerCode: 'HLM-CAL87161', qty: 3 }]);
    expect(ok.json().collection).toHaveLength(2);
    const bad = await t.post(admin, '/SaveForLater/CreateMultipleSaveForLater', [{ manufacturerCode: 'GEN-15MM-ISO', qty: 1 }, { manufacturerCode: 'NOPE', qty: 1 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty(['1.manufacturerCode']);
  });
});

describe('deleting saved items', () => {
  it('deletes an own item by ID; a foreign or unknown ID is a 404, a bad one a 400', async () => {
    const created = (await t.post(electrical, '/SaveForLater/CreateSaveForLater', { manufacturerCode: 'GEN-15MM-ISO', qty: 1 })).json();
    expect((await t.delete(admin, `/SaveForLater/DeleteSaveForLater?ID=${created.id}`)).statusCode).toBe(404);
    expect((await t.delete(electrical, `/SaveForLater/DeleteSaveForLater?ID=${created.id}`)).json()).toEqual({ success: true, message: '' });
    expect((await t.delete(electrical, `/SaveForLater/DeleteSaveForLater?ID=${created.id}`)).statusCode).toBe(404);
    expect((await t.delete(electrical, '/SaveForLater/DeleteSaveForLater?ID=abc')).statusCode).toBe(400);
  });

  it('bulk-deletes a saved parts order by reference; the GET still needs the CSRF header', async () => {
    const url = '/SaveForLater/BulkDeleteSaveForLater?orderReference=JOB-2417';
    const noHeader = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.headers.cookie } });
    expect(noHeader.statusCode).toBe(403);
    expect((await t.get(electrical, url)).statusCode).toBe(404);
    expect((await t.get(admin, url)).json()).toEqual({ success: true, message: '' });
    expect((await t.get(admin, url)).statusCode).toBe(404);
    expect((await t.get(admin, '/SaveForLater/BulkDeleteSaveForLater')).statusCode).toBe(400);
  });
});

