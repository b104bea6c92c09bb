import { describe, expect, it } from 'vitest';
import type { RecentlyOrderedLine } from '@sparesfinder/contracts/lists';
import { eq } from 'drizzle-orm';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import { basketLineRow, basketRow } from '../../db/factories/basket-factories';
import { basketLines, baskets } from '../../db/schema/index';
import { demoOrganisationIds, demoUserIds } from '../../db/seed/accounts';
import type { SignedIn } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin: acme, fresh } = t.sessions;

const lines = async (session: SignedIn, payload: object = {}) => {
  const response = await t.post(session, '/Orders/RecentlyOrderedLines', payload);
  expect(response.statusCode).toBe(200);
  return response.json() as { collection: RecentlyOrderedLine[]; totalRecords: number };
};

describe('recently ordered lines', () => {
  it('newest purchase first by default, 10 per page', async () => {
    const body = await lines(acme);
    expect(body.totalRecords).toBeGreaterThan(10);
    expect(body.collection).toHaveLength(10);
    const dates = body.collection.map((l) => l.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['OrderDate', 'ASC', (l: RecentlyOrderedLine) => l.orderDate],
    ['OrderDate', 'DESC', (l: RecentlyOrderedLine) => l.orderDate],
    ['Description', 'ASC', (l: RecentlyOrderedLine) => l.description],
    ['Description', 'DESC', (l: RecentlyOrderedLine) => l.description],
  ] as const)('sorts %s %s', async (sortProp, sortDir, key) => {
    const values = (await lines(acme, { sortProp, sortDir, take: 50 })).collection.map(key);
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(sortDir === 'ASC' ? sorted : sorted.reverse());
  });

  it('searches by part number or description', async () => {
    const first = (await lines(acme)).collection[0]!;
    const found = await lines(acme, { searchText: first.manufacturerCode });
    expect(found.collection.every((l) => l.manufacturerCode.includes(first.manufacturerCode) || l.description.includes(first.manufacturerCode))).toBe(true);
    expect((await lines(acme, { searchText: 'zzqqxx' })).totalRecords).toBe(0);
  });

  it('answers GET with the search in the query string as well as POST (spec 1 §7)', async () => {
    const viaPost = await lines(acme, { sortProp: 'Description', sortDir: 'ASC', take: 5 });
    const response = await t.get(acme, '/Orders/RecentlyOrderedLines?sortProp=Description&sortDir=ASC&take=5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(viaPost);
    expect((await t.get(acme, '/Orders/RecentlyOrderedLines?sortProp=Price')).statusCode).toBe(400);
    expect((await t.get(fresh, '/Orders/RecentlyOrderedLines')).json()).toEqual({ collection: [], totalRecords: 0 });
  });

  it('another organisation sees none of them', async () => {
    expect(await lines(fresh)).toEqual({ collection: [], totalRecords: 0 });
  });

  it.each([{ take: 0 }, { skip: -1 }, { sortProp: 'Price' }])('%j is a 400', async (payload) => {
    const response = await t.post(acme, '/Orders/RecentlyOrderedLines', payload);
    expect(response.statusCode).toBe(400);
  });

  it('lists only placed orders: a basket with an order date but another status is not an order (decision 002)', async () => {
    const [order] = await t.db.insert(baskets).values(basketRow({ organisationId: demoOrganisationIds.freshPlumbing, userId: demoUserIds.fresh, status: 'abandoned', orderDate: new Date() })).returning({ id: baskets.id });
    await t.db.insert(basketLines).values(basketLineRow({ basketId: order!.id, productId: 3, manufacturerCode: 'GEN-15MM-ISO', description: '15mm isolating valve', qty: 1, costPence: 245 }));
    expect((await lines(fresh)).totalRecords).toBe(0);
    await t.db.update(baskets).set({ status: basketStatuses.placed }).where(eq(baskets.id, order!.id));
    expect((await lines(fresh)).collection.map((line) => line.manufacturerCode)).toEqual(['GEN-15MM-ISO']);
  });
});
