import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PartsPage, SearchByGcResponse } from '@sparesfinder/contracts/spares';
import { penceToPounds } from '@sparesfinder/domain/money';
import { rowsOf } from '../../db/rows';
import { useSignedInApp } from '../../test/signed-in-app';

/** spec 3 §2.2, §5: the three search modes, their validation, sort, paging and the part card fields (§3). */
const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;

const json = async <T>(url: string, session = admin): Promise<T> => {
  const response = await t.get(session, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const idOf = async (query: ReturnType<typeof sql>) => (await rowsOf<{ id: number }>(t.db, query))[0]!.id;
const anchors = async () => ({
  caldera: await idOf(sql`SELECT id FROM manufacturers WHERE name = 'Caldera'`),
  combi: await idOf(sql`SELECT id FROM appliances WHERE name = 'Caldera Combi 30i'`),
  diverter: await idOf(sql`SELECT part_type_id AS id FROM products WHERE mpn = 'CAL-87161'`),
});

describe('Select Appliance mode: GET /SparesFinder/SearchParts', () => {
  it('Caldera → Caldera Combi 30i → Diverter Valve finds CAL-87161 with every card field', async () => {
    const { caldera, combi, diverter } = await anchors();
    const page = await json<PartsPage>(`/SparesFinder/SearchParts?manufacturerId=${caldera}&applianceId=${combi}&partTypeId=${diverter}`);
    const card = page.collection.find((c) => c.mpn === 'CAL-87161');
    const [row] = await rowsOf<{ id: number; price: number; cost: number | null; ref: string }>(
      t.db,
      sql`SELECT p.id, p.price_pence AS price, p.buying_group_cost_pence AS cost, ap.placement_ref AS ref FROM products p JOIN appliance_parts ap ON ap.product_id = p.id AND ap.appliance_id = ${combi} WHERE p.mpn = 'CAL-87161'`,
    );
    // Acme is a buying-group member: it pays the group cost when there is one (pricePaidPence).
    const paid = row!.cost === null ? row!.price : Math.min(row!.price, row!.cost);
    expect(card).toEqual({
      itemid: row!.id,
      mpn: 'CAL-87161',
      description: expect.stringContaining('Diverter valve assembly'),
      img_url: expect.any(String),
      manid: caldera,
      man: 'Caldera',
      app: 'Caldera Combi 30i',
      appid: combi,
      pgcn: '4799901',
      appgc: '4799901',
      price: 48.5,
      cost: penceToPounds(paid),
      qty: expect.any(Number),
      liked: expect.any(Boolean),
      diagram_placement_ref: row!.ref,
      part_type_id: diverter,
      part_type: 'Diverter Valve',
    });
    expect(page.collection.every((c) => c.part_type_id === diverter && c.appid === combi)).toBe(true);
    expect(page.count).toBe(page.collection.length);
  });

  it('sorts by description, ascending by default and descending on request', async () => {
    const { caldera, combi } = await anchors();
    const types = await rowsOf<{ id: number; n: number }>(t.db, sql`SELECT p.part_type_id AS id, count(*)::int AS n FROM appliance_parts ap JOIN products p ON p.id = ap.product_id WHERE ap.appliance_id = ${combi} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
    const url = `/SparesFinder/SearchParts?manufacturerId=${caldera}&applianceId=${combi}&partTypeId=${types[0]!.id}`;
    const asc = (await json<PartsPage>(url)).collection.map((c) => c.description);
    const desc = (await json<PartsPage>(`${url}&sortDirection=desc`)).collection.map((c) => c.description);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(desc).toEqual([...asc].reverse());
  });

  it('400 when any of the three is missing or bad; 404 for unknown ids or an appliance of another maker', async () => {
    const { caldera, combi, diverter } = await anchors();
    for (const query of ['', `manufacturerId=${caldera}&applianceId=${combi}`, `manufacturerId=${caldera}&partTypeId=${diverter}`, `manufacturerId=x&applianceId=${combi}&partTypeId=${diverter}`, `manufacturerId=${caldera}&applianceId=${combi}&partTypeId=${diverter}&take=1000`]) {
      expect((await t.get(admin, `/SparesFinder/SearchParts?${query}`)).statusCode, query).toBe(400);
    }
    const other = await idOf(sql`SELECT id FROM manufacturers WHERE name <> 'Caldera' ORDER BY id LIMIT 1`);
    for (const query of [`manufacturerId=${other}&applianceId=${combi}&partTypeId=${diverter}`, `manufacturerId=${caldera}&applianceId=999999&partTypeId=${diverter}`, `manufacturerId=${caldera}&applianceId=${combi}&partTypeId=999999`]) {
      expect((await t.get(admin, `/SparesFinder/SearchParts?${query}`)).statusCode, query).toBe(404);
    }
  });
});

describe('GC mode: GET /SparesFinder/SearchByGcNumber', () => {
  it.each(['4799901', '47-999-01', '47 999 01'])('%s finds the Caldera Combi 30i and its parts', async (gc) => {
    const result = await json<SearchByGcResponse>(`/SparesFinder/SearchByGcNumber?gcNumber=${encodeURIComponent(gc)}`);
    expect(result.appliances.map((a) => a.name)).toEqual(['Caldera Combi 30i']);
    expect(result.appliance?.name).toBe('Caldera Combi 30i');
    expect(result.collection.map((c) => c.mpn)).toContain('CAL-87161');
    const fitted = await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM appliance_parts ap JOIN appliances a ON a.id = ap.appliance_id WHERE a.gc_number = '4799901'`);
    expect(result.count).toBe(fitted[0]!.n);
    expect(result.collection.every((c) => c.pgcn === '4799901')).toBe(true);
  });

  it('4799902 answers both appliances and no parts until one is chosen; then that one', async () => {
    const both = await json<SearchByGcResponse>('/SparesFinder/SearchByGcNumber?gcNumber=4799902');
    expect(both.appliances.map((a) => a.name)).toEqual(['Caldera System 24', 'Caldera System 24 LPG']);
    expect(both).toMatchObject({ appliance: null, collection: [], count: 0 });
    for (const appliance of both.appliances) {
      const chosen = await json<SearchByGcResponse>(`/SparesFinder/SearchByGcNumber?gcNumber=4799902&applianceId=${appliance.id}`);
      expect(chosen.appliance?.id).toBe(appliance.id);
      expect(chosen.collection.length).toBeGreaterThan(0);
      expect(chosen.collection.every((c) => c.appid === appliance.id)).toBe(true);
    }
  });

  it('an unknown number finds nothing; an appliance without that number is a 404; no digits is a 400', async () => {
    expect(await json<SearchByGcResponse>('/SparesFinder/SearchByGcNumber?gcNumber=1')).toMatchObject({ appliances: [], appliance: null, count: 0 });
    const combi = await idOf(sql`SELECT id FROM appliances WHERE name = 'Caldera Combi 30i'`);
    expect((await t.get(admin, `/SparesFinder/SearchByGcNumber?gcNumber=4799902&applianceId=${combi}`)).statusCode).toBe(404);
    for (const gc of ['', '%20-%20', 'abc', '47.999.01']) {
      const response = await t.get(admin, `/SparesFinder/SearchByGcNumber?gcNumber=${gc}`);
      expect(response.statusCode, gc).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('gcNumber');
    }
    expect((await t.get(admin, '/SparesFinder/SearchByGcNumber')).json().fieldErrors.gcNumber).toEqual(['Please enter search text']);
  });
});

describe('Keyword mode: GET /SparesFinder/SearchByKeyword', () => {
  it.each(['CAL-87161', 'cal87161', 'cal 87161'])('%s finds the part first among its codes', async (q) => {
    const page = await json<PartsPage>(`/SparesFinder/SearchByKeyword?q=${encodeURIComponent(q)}`);
    expect(page.collection.map((c) => c.mpn)).toContain('CAL-87161');
    const card = page.collection.find((c) => c.mpn === 'CAL-87161')!;
    expect(card.app).not.toBeNull();
    expect(card.diagram_placement_ref).not.toBeNull();
  });

  it('words search spare parts only, of one maker when asked, paged', async () => {
    const all = await json<PartsPage>('/SparesFinder/SearchByKeyword?q=diverter%20valve');
    expect(all.count).toBeGreaterThan(0);
    const { caldera } = await anchors();
    const calderaOnly = await json<PartsPage>(`/SparesFinder/SearchByKeyword?q=diverter%20valve&manufacturerId=${caldera}&take=100`);
    expect(calderaOnly.collection.every((c) => c.man === 'Caldera')).toBe(true);
    expect(calderaOnly.collection.map((c) => c.mpn)).toContain('CAL-87161');
    expect(calderaOnly.count).toBeLessThanOrEqual(all.count);
    const spares = await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM products p WHERE p.is_spare AND p.search_document @@ websearch_to_tsquery('english', 'diverter valve')`);
    expect(all.count).toBe(spares[0]!.n);
    const second = await json<PartsPage>('/SparesFinder/SearchByKeyword?q=diverter%20valve&skip=1&take=1');
    if (all.count > 1) expect(second.collection[0]!.mpn).toBe(all.collection[1]!.mpn);
  });

  it('the keyword table follows product writes: a new spare shows in description order, a changed one moves, a non-spare goes', async () => {
    const order = async () => (await json<PartsPage>('/SparesFinder/SearchByKeyword?q=zebraflux&take=52')).collection.map((c) => c.mpn);
    const { caldera } = await anchors();
    await t.db.execute(sql`INSERT INTO products (mpn, description, manufacturer_id, price_pence, image_url, is_spare)
      VALUES ('ZF-B', 'Zebraflux gasket B', ${caldera}, 100, '/x.svg', true), ('ZF-D', 'Zebraflux gasket D', ${caldera}, 100, '/x.svg', true),
             ('ZF-C', 'Zebraflux gasket C', ${caldera}, 100, '/x.svg', true), ('ZF-X', 'Zebraflux gasket X', ${caldera}, 100, '/x.svg', false)`);
    expect(await order()).toEqual(['ZF-B', 'ZF-C', 'ZF-D']);
    await t.db.execute(sql`UPDATE products SET description = 'Zebraflux gasket A' WHERE mpn = 'ZF-D'`);
    expect(await order()).toEqual(['ZF-D', 'ZF-B', 'ZF-C']);
    expect((await json<PartsPage>('/SparesFinder/SearchByKeyword?q=zebraflux&sortDirection=desc')).collection.map((c) => c.mpn)).toEqual(['ZF-C', 'ZF-B', 'ZF-D']);
    await t.db.execute(sql`UPDATE products SET is_spare = false WHERE mpn = 'ZF-B'`);
    expect(await order()).toEqual(['ZF-D', 'ZF-C']);
    await t.db.execute(sql`DELETE FROM products WHERE mpn LIKE 'ZF-%'`);
    expect(await order()).toEqual([]);
  });

  it('zzqqxx finds nothing', async () => {
    expect(await json<PartsPage>('/SparesFinder/SearchByKeyword?q=zzqqxx')).toEqual({ collection: [], count: 0 });
  });

  it("'Please enter search text' for empty text; 404 for an unknown maker", async () => {
    for (const q of ['', '%20%20']) {
      const response = await t.get(admin, `/SparesFinder/SearchByKeyword?q=${q}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.q).toEqual(['Please enter search text']);
    }
    expect((await t.get(admin, '/SparesFinder/SearchByKeyword?q=valve&manufacturerId=999999')).statusCode).toBe(404);
  });
});

describe('cards are the viewer’s own', () => {
  it("qty is what the viewer's basket holds; another organisation sees its own 0", async () => {
    const add = await t.post(admin, '/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 3 });
    expect(add.statusCode, add.body).toBe(200);
    const mine = await json<PartsPage>('/SparesFinder/SearchByKeyword?q=CAL-87161');
    expect(mine.collection.find((c) => c.mpn === 'CAL-87161')!.qty).toBe(3);
    const theirs = await json<PartsPage>('/SparesFinder/SearchByKeyword?q=CAL-87161', fresh);
    expect(theirs.collection.find((c) => c.mpn === 'CAL-87161')!.qty).toBe(0);
    await t.post(admin, '/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 0 });
  });

  it('the obsolete part CAL-OBS-001 has price 0', async () => {
    const page = await json<PartsPage>('/SparesFinder/SearchByKeyword?q=CAL-OBS-001');
    expect(page.collection.find((c) => c.mpn === 'CAL-OBS-001')).toMatchObject({ price: 0, cost: 0 });
  });
});
