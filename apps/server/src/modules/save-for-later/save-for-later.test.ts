import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let electrical: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demoAccounts.admin);
  electrical = await signIn(t.app, demoAccounts.electrical);
});
afterAll(() => t.close());

const call = (session: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: session.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('GET /SaveForLater/GetSaveForLaters and /GetSavedParts', () => {
  it("lists the organisation's single saved items, newest first, with today's price", async () => {
    const { collection } = (await call(admin, 'GET', '/SaveForLater/GetSaveForLaters')).json();
    expect(collection).toHaveLength(4);
    expect(collection.every((item: { orgID: number; orderReference: string | null }) => item.orgID === 1 && item.orderReference === null)).toBe(true);
    const dates = collection.map((item: { dateTime: string }) => Date.parse(item.dateTime));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(typeof collection[0].price).toBe('number');
    expect((await call(electrical, 'GET', '/SaveForLater/GetSaveForLaters')).json()).toEqual({ collection: [] });
  });

  it('groups saved parts orders with the user who saved each, the date and the item count', async () => {
    const { collection } = (await call(admin, 'GET', '/SaveForLater/GetSavedParts')).json();
    expect(collection.map((order: { orderReference: string; items: number }) => [order.orderReference, order.items])).toEqual([
      ['JOB-2417', 4],
      ['JOB-2452', 3],
    ]);
    expect(collection[0]).toMatchObject({ username: expect.stringMatching(/\w+ \w+/), dateTime: expect.any(String), title: 'Caldera Combi 30i service - Beeston' });
    expect(collection[0].saveForLaters).toHaveLength(4);
    const one = (await call(admin, 'GET', '/SaveForLater/GetSavedParts?orderReference=JOB-2452')).json();
    expect(one.collection.map((order: { orderReference: string }) => order.orderReference)).toEqual(['JOB-2452']);
    expect((await call(electrical, 'GET', '/SaveForLater/GetSavedParts?orderReference=JOB-2452')).json()).toEqual({ collection: [] });
  });
});

describe('POST /SaveForLater/CreateSaveForLater and CreateMultipleSaveForLater', () => {
  it('saves for the real organisation with catalogue facts, ignoring OrgID -1 and sent prices', async () => {
    const response = await call(admin, 'POST', '/SaveForLater/CreateSaveForLater', { OrgID: -1, manufacturerCode: 'cal-87161', qty: 2, price: 0.01, description: 'free' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orgID: 1, manufacturerCode: 'CAL-87161', description: 'Diverter valve assembly', price: 48.5, qty: 2, orderReference: null });
  });

  it.each([
    ['an unknown part', { manufacturerCode: 'NOPE', qty: 1 }, 400],
    ['quantity 0', { manufacturerCode: 'CAL-87161', qty: 0 }, 400],
    ['a huge quantity', { manufacturerCode: 'CAL-87161', qty: 1e9 }, 400],
  ])('refuses %s', async (_name, payload, status) => {
    expect((await call(admin, 'POST', '/SaveForLater/CreateSaveForLater', payload)).statusCode).toBe(status);
  });

  it('saves several items and names a bad one by its index', async () => {
    const ok = await call(admin, 'POST', '/SaveForLater/CreateMultipleSaveForLater', [{ manufacturerCode: 'GEN-15MM-ISO', qty: 1 }, { manufacturerCode: 'HLM-CAL87161', qty: 3 }]);
    expect(ok.json().collection).toHaveLength(2);
    const bad = await call(admin, 'POST', '/SaveForLater/CreateMultipleSaveForLater', [{ manufacturerCode: 'GEN-15MM-ISO', qty: 1 }, { manufacturerCode: 'NOPE', qty: 1 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty(['1.manufacturerCode']);
  });
});

describe('deleting saved items', () => {
  it('deletes an own item by ID; a foreign or unknown ID is a 404, a bad one a 400', async () => {
    const created = (await call(electrical, 'POST', '/SaveForLater/CreateSaveForLater', { manufacturerCode: 'GEN-15MM-ISO', qty: 1 })).json();
    expect((await call(admin, 'DELETE', `/SaveForLater/DeleteSaveForLater?ID=${created.id}`)).statusCode).toBe(404);
    expect((await call(electrical, 'DELETE', `/SaveForLater/DeleteSaveForLater?ID=${created.id}`)).json()).toEqual({ success: true, message: '' });
    expect((await call(electrical, 'DELETE', `/SaveForLater/DeleteSaveForLater?ID=${created.id}`)).statusCode).toBe(404);
    expect((await call(electrical, 'DELETE', '/SaveForLater/DeleteSaveForLater?ID=abc')).statusCode).toBe(400);
  });

  it('bulk-deletes a saved parts order by reference; the GET still needs the CSRF header', async () => {
    const url = '/SaveForLater/BulkDeleteSaveForLater?orderReference=JOB-2417';
    const noHeader = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.headers.cookie } });
    expect(noHeader.statusCode).toBe(403);
    expect((await call(electrical, 'GET', url)).statusCode).toBe(404);
    expect((await call(admin, 'GET', url)).json()).toEqual({ success: true, message: '' });
    expect((await call(admin, 'GET', url)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/SaveForLater/BulkDeleteSaveForLater')).statusCode).toBe(400);
  });
});

