import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { organisationFeatureFlags } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { useSignedInApp } from '../../test/signed-in-app';
import { readPdf } from '../../test/read-pdf';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin: acme, fresh } = t.sessions;
beforeAll(async () => {
  // Fresh Plumbing (organisation 2) has the 'ai-search' flag switched off.
  await t.db.insert(organisationFeatureFlags).values({ organisationId: 2, name: 'ai-search', isEnabled: false });
});

const rows = <T>(query: SQL) => rowsOf<T>(t.db, query);

type AutocompleteBody = ({ name: string } | { categories: { id: number; name: string }[]; keywords: string[] })[];
const autocomplete = async (session: typeof acme, term: string): Promise<AutocompleteBody> => {
  const response = await t.get(session, `/ProductSearch/GetAutoComplete?searchTerm=${term}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const namesOf = (body: AutocompleteBody) => body.flatMap((result) => ('name' in result ? [result.name] : []));

describe('GetAutoComplete answers in the spec\'s field names (spec 1 §3)', () => {
  it('answers {name} results, and with ai-search one {categories: [{id, name}], keywords} result', async () => {
    const body = await autocomplete(acme, 'diverter');
    expect(namesOf(body)).toContain('Diverter valve assembly');
    expect(namesOf(body).length).toBeLessThanOrEqual(10);
    const names = body.filter((result) => 'name' in result);
    for (const result of names) expect(Object.keys(result)).toEqual(['name']);
    const suggestions = body.filter((result) => 'categories' in result);
    expect(suggestions).toHaveLength(1);
    const { categories, keywords } = suggestions[0] as { categories: { id: number; name: string }[]; keywords: string[] };
    expect(Object.keys(suggestions[0]!).sort()).toEqual(['categories', 'keywords']);
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(['id', 'name']);
    expect(categories.map((c) => c.name)).toContain('Diverter Valves');
    expect(keywords[0]).toMatch(/^diverter/);
  });

  it('without the ai-search flag only {name} results', async () => {
    const body = await autocomplete(fresh, 'diverter');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((result) => 'name' in result && !('categories' in result))).toBe(true);
  });

  it('puts an exact part number first', async () => {
    expect((await autocomplete(acme, 'CAL-87161'))[0]).toEqual({ name: 'Diverter valve assembly' });
  });

  it.each(['', 'div', 'zzqqxx'])('%j answers an empty list', async (term) => {
    expect(await autocomplete(acme, term)).toEqual([]);
  });

  it('a term over 200 characters is a 400', async () => {
    expect((await t.get(acme, `/ProductSearch/GetAutoComplete?searchTerm=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('categories', () => {
  it('GetData answers the flat tree', async () => {
    const body = (await t.get(acme, '/ItemClassification/GetData')).json();
    expect(body.collection.length).toBeGreaterThan(5);
    expect(Object.keys(body.collection[0]).sort()).toEqual(['classificationId', 'classificationName', 'parentClassificationId']);
  });

  it('GetBreadCrumb without a node answers the top level; with one, the trail and children', async () => {
    const root = (await t.get(acme, '/ProductSearch/GetBreadCrumb')).json();
    expect(root.breadcrumb).toEqual([]);
    expect(root.children.every((c: { parentClassificationId: number | null }) => c.parentClassificationId === null)).toBe(true);
    const [valves] = await rows<{ id: number }>(sql`SELECT id FROM classifications WHERE name = 'Valves'`);
    const body = (await t.get(acme, `/ProductSearch/GetBreadCrumb?startNodeId=${valves!.id}`)).json();
    expect(body.breadcrumb.at(-1).classificationName).toBe('Valves');
    expect(body.children.map((c: { classificationName: string }) => c.classificationName)).toContain('Isolating Valves');
  });

  it('a renamed or new category shows in GetBreadCrumb and ItemClassification/GetData at once (the cached tree follows the catalogue version)', async () => {
    const [valves] = await rows<{ id: number }>(sql`SELECT id FROM classifications WHERE name = 'Valves'`);
    expect((await t.get(acme, `/ProductSearch/GetBreadCrumb?startNodeId=${valves!.id}`)).json().breadcrumb.at(-1).classificationName).toBe('Valves');
    await rows(sql`UPDATE classifications SET name = 'Valves & Fittings' WHERE id = ${valves!.id}`);
    await rows(sql`INSERT INTO classifications (parent_id, name, url, level, sort_order) VALUES (${valves!.id}, 'Zz Cache Probe Valves', '/zz-cache-probe-valves', 3, 99)`);
    try {
      const body = (await t.get(acme, `/ProductSearch/GetBreadCrumb?startNodeId=${valves!.id}`)).json();
      expect(body.breadcrumb.at(-1).classificationName).toBe('Valves & Fittings');
      expect(body.children.map((c: { classificationName: string }) => c.classificationName)).toContain('Zz Cache Probe Valves');
      const names = (await t.get(acme, '/ItemClassification/GetData')).json().collection.map((c: { classificationName: string }) => c.classificationName);
      expect(names).toEqual(expect.arrayContaining(['Valves & Fittings', 'Zz Cache Probe Valves']));
    } finally {
      await rows(sql`DELETE FROM classifications WHERE name = 'Zz Cache Probe Valves'`);
      await rows(sql`UPDATE classifications SET name = 'Valves' WHERE id = ${valves!.id}`);
    }
  });

  it.each([['?startNodeId=999999', 404], ['?startNodeId=abc', 400], ['?startNodeId=0', 400]])('GetBreadCrumb%s is %d', async (query, status) => {
    expect((await t.get(acme, `/ProductSearch/GetBreadCrumb${query}`)).statusCode).toBe(status);
  });
});

describe('product modals', () => {
  it('SearchTechnicalSpecifications lists attribute name and value', async () => {
    const body = (await t.get(acme, '/Item/SearchTechnicalSpecifications?itemId=3')).json();
    expect(body).toContainEqual({ attributeName: 'Size', value: '15mm' });
    expect(body).toContainEqual({ attributeName: 'Brand', value: 'Tradeline' });
  });

  it.each([['?itemId=999999', 404], ['?itemId=x', 400], ['', 400]])('SearchTechnicalSpecifications%s is %d', async (query, status) => {
    expect((await t.get(acme, `/Item/SearchTechnicalSpecifications${query}`)).statusCode).toBe(status);
  });

  it('PartFits lists the appliances with manufacturer, name and GCN', async () => {
    const body = (await t.get(acme, '/ProductSearch/PartFits?manufacturerId=1&mpn=CAL-87161')).json();
    expect(body).toContainEqual({ applianceId: 1, manufacturer: 'Caldera', applianceName: 'Caldera Combi 30i', gcn: '4799901', hasManual: true });
    expect((await t.get(acme, '/ProductSearch/PartFits?mpn=cal87161')).json().length).toBe(body.length);
    expect((await t.get(acme, '/ProductSearch/PartFits?mpn=NO-SUCH')).json()).toEqual([]);
    expect((await t.get(acme, '/ProductSearch/PartFits?manufacturerId=1')).statusCode).toBe(400);
  });

  it('GetRelatedProducts pages the related items (24 requested)', async () => {
    const response = await t.get(acme, '/Basket/GetRelatedProducts/?id=3&pageSize=24&skip=0');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.collection.length).toBeLessThanOrEqual(24);
    expect(body.count).toBeGreaterThanOrEqual(body.collection.length);
    if (body.collection.length > 0) expect(Object.keys(body.collection[0].childItem).sort()).toEqual(['category', 'description', 'id', 'imageUrlDisplayString', 'manufactureCode', 'sparesFinderPrice']);
    const beyond = (await t.get(acme, `/Basket/GetRelatedProducts?id=3&pageSize=24&skip=${body.count}`)).json();
    expect(beyond.collection).toEqual([]);
  });

  it('GetRelatedProducts prices each item at what the viewer pays: the group cost for a member, the list price otherwise (issue #11)', async () => {
    const [pick] = await rows<{ productId: number; relatedId: number; pricePence: number; costPence: number }>(sql`
      SELECT rp.product_id AS "productId", rp.related_product_id AS "relatedId", p.price_pence AS "pricePence", p.buying_group_cost_pence AS "costPence"
      FROM related_products rp JOIN products p ON p.id = rp.related_product_id
      WHERE p.buying_group_cost_pence < p.price_pence ORDER BY rp.product_id, rp.related_product_id LIMIT 1`);
    expect(pick).toBeDefined();
    const priceFor = async (session: typeof acme) => {
      const body = (await t.get(session, `/Basket/GetRelatedProducts?id=${pick!.productId}&pageSize=100&skip=0`)).json();
      return body.collection.find((item: { id: number }) => item.id === pick!.relatedId).childItem.sparesFinderPrice;
    };
    expect(await priceFor(acme)).toBe(pick!.costPence / 100);
    expect(await priceFor(fresh)).toBe(pick!.pricePence / 100);
  });

  it.each([['?id=999999', 404], ['?id=3&pageSize=0', 400], ['?id=3&pageSize=101', 400], ['?id=3&skip=-1', 400]])('GetRelatedProducts%s is %d', async (query, status) => {
    expect((await t.get(acme, `/Basket/GetRelatedProducts${query}`)).statusCode).toBe(status);
  });

  it('ApplianceDocument serves the manual as an inline PDF', async () => {
    const response = await t.get(acme, '/ProductSearch/ApplianceDocument?applianceId=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const [manual] = await rows<{ title: string; gc_number: string }>(
      sql`SELECT m.title, a.gc_number FROM manuals m JOIN appliances a ON a.id = m.appliance_id WHERE a.id = 1 ORDER BY m.id LIMIT 1`,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.title).toBe(manual!.title);
    expect(pdf.pages[0]).toContain(`GC number: ${manual!.gc_number}`);
  });

  it('ApplianceDocument is a 404 for an appliance without a manual and a 400 for a bad id', async () => {
    const [without] = await rows<{ id: number }>(sql`SELECT id FROM appliances WHERE NOT has_manual ORDER BY id LIMIT 1`);
    if (without) expect((await t.get(acme, `/ProductSearch/ApplianceDocument?applianceId=${without.id}`)).statusCode).toBe(404);
    expect((await t.get(acme, '/ProductSearch/ApplianceDocument?applianceId=999999')).statusCode).toBe(404);
    expect((await t.get(acme, '/ProductSearch/ApplianceDocument?applianceId=x')).statusCode).toBe(400);
  });
});
