import { describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { SearchIndexRequest, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import { searchSampleModulus } from '@sparesfinder/domain/catalogue/ranking';
import { applianceParts, appliances, manufacturers, productAttributes, products } from '../../db/schema/index';
import { productRow } from '../../db/factories/catalogue-factories';
import { rowsOf } from '../../db/rows';
import { useSignedInApp } from '../../test/signed-in-app';

/**
 * The bounds that keep search fast at full scale (modules/catalogue/README.md "Search"): sampled estimates for
 * broad sets, counts kept per classification for browsing, and answers cached per catalogue version. A low
 * SEARCH_EXACT_LIMIT makes the demo world's broad terms "too broad to count".
 */
const exactLimit = 16;
const t = useSignedInApp({ as: ['admin'], env: { SEARCH_EXACT_LIMIT: String(exactLimit) } });
const { admin: acme } = t.sessions;

const search = async (payload: SearchIndexRequest): Promise<SearchIndexResponse> => {
  const response = await t.post(acme, '/ProductSearch/SearchIndex', payload);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const autocomplete = async (term: string): Promise<{ names: string[] }> => {
  const response = await t.get(acme, `/ProductSearch/GetAutoComplete?searchTerm=${term}`);
  expect(response.statusCode).toBe(200);
  // spec 1 §3: a list of results; the `{name}` ones are the names.
  return { names: (response.json() as { name?: string }[]).flatMap((result) => result.name ?? []) };
};
const rows = <T>(query: SQL) => rowsOf<T>(t.db, query);
const ids = (result: SearchIndexResponse) => result.collection.map((card) => card.productId);
const classificationIdOf = async (name: string) => (await rows<{ id: number }>(sql`SELECT id FROM classifications WHERE name = ${name} ORDER BY id LIMIT 1`))[0]!.id;
/** Products whose document matches the term as the search reads one plain word (prefix of the last word). */
const exactMatches = async (word: string) =>
  (await rows<{ id: number }>(sql`SELECT id FROM products WHERE search_document @@ to_tsquery('english', ${`${word}:*`}) ORDER BY id`)).map((row) => row.id);

/** Walks every page of `payload`, `step` at a time: the sample's matches come first, then the rest, each of `all` exactly once. */
async function expectSampleFirstWalk(payload: SearchIndexRequest, all: number[], step: number) {
  const seen: number[] = [];
  for (let skip = 0; skip < all.length; skip += step) seen.push(...ids(await search({ ...payload, skip, take: step })));
  const inSample = all.filter((id) => id % searchSampleModulus === 0).length;
  expect(seen.slice(0, inSample).every((id) => id % searchSampleModulus === 0)).toBe(true);
  expect([...seen].sort((a, b) => a - b)).toEqual(all);
}

describe('a term too broad to count', () => {
  it('is estimated from the fixed sample, and says so', async () => {
    const all = await exactMatches('valve');
    const inSample = all.filter((id) => id % searchSampleModulus === 0);
    expect(inSample.length * searchSampleModulus).toBeGreaterThan(exactLimit);
    const result = await search({ searchTerm: 'valve', take: 100 });
    expect(result.counts.approximate).toBe(true);
    expect(result.count).toBe(inSample.length * searchSampleModulus);
    expect(result.counts.classifications.reduce((sum, c) => sum + c.number, 0)).toBe(result.count);
    for (const group of result.filters) for (const value of group.values) expect(value.number % searchSampleModulus).toBe(0);
  });

  it('lists the sample first, then the rest, every match exactly once', async () => {
    const all = await exactMatches('valve');
    const inSample = all.filter((id) => id % searchSampleModulus === 0);
    const first = await search({ searchTerm: 'valve', take: inSample.length });
    expect(ids(first).sort((a, b) => a - b)).toEqual(inSample);
    await expectSampleFirstWalk({ searchTerm: 'valve' }, all, 7);
  });

  it('with a ticked filter, lists the sample first, then the rest, every match exactly once', async () => {
    const valves = await exactMatches('valve');
    const [commonest] = await rows<{ attributeId: number; value: string }>(sql`
      SELECT attribute_id AS "attributeId", value FROM product_attributes WHERE product_id IN (${sql.join(valves.map((id) => sql`${id}`), sql`, `)})
      GROUP BY 1, 2 ORDER BY count(*) FILTER (WHERE product_id % ${searchSampleModulus} = 0) DESC, 1, 2 LIMIT 1`);
    const all = (
      await rows<{ id: number }>(sql`SELECT product_id AS id FROM product_attributes WHERE attribute_id = ${commonest!.attributeId} AND value = ${commonest!.value} ORDER BY 1`)
    ).flatMap((row) => (valves.includes(row.id) ? [row.id] : []));
    const inSample = all.filter((id) => id % searchSampleModulus === 0);
    expect(inSample.length).toBeGreaterThanOrEqual(2);
    const filtered = { searchTerm: 'valve', attributes: [{ attributeId: commonest!.attributeId, value: commonest!.value }] };
    const first = await search({ ...filtered, take: inSample.length });
    expect(first.counts.approximate).toBe(true);
    expect(first.count).toBe(inSample.length * searchSampleModulus);
    expect(ids(first).sort((a, b) => a - b)).toEqual(inSample);
    await expectSampleFirstWalk(filtered, all, 3);
  });

  it("a page read with the sample's counts carries the same cards as the card statement builds", async () => {
    // The first call works the page out with its cards in one statement; the second is answered from the cache, its
    // cards built by the card statement.
    const inSample = (await exactMatches('valve')).filter((id) => id % searchSampleModulus === 0);
    const payload = { searchTerm: 'valve', skip: 1, take: inSample.length - 1 };
    const computed = await search(payload);
    const cached = await search(payload);
    expect(computed.collection).toHaveLength(inSample.length - 1);
    // Inside the sample: the page came with the counts.
    expect(ids(computed).every((id) => id % searchSampleModulus === 0)).toBe(true);
    expect(computed).toEqual(cached);
  });

  it('a set within the limit is counted exactly', async () => {
    const result = await search({ searchTerm: 'CAL-87161' });
    expect(result.counts.approximate).toBe(false);
    expect(ids(result)[0]).toBe(1);
  });
});

describe('browsing a category', () => {
  it('counts exactly, whatever its size, from the counts kept per classification', async () => {
    const [all] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    const catalogue = await search({});
    expect(catalogue.count).toBe(all!.n);
    expect(catalogue.count).toBeGreaterThan(exactLimit);
    expect(catalogue.counts.approximate).toBe(false);

    const valves = await classificationIdOf('Valves');
    const [subtree] = await rows<{ n: number }>(sql`
      WITH RECURSIVE tree AS (SELECT id FROM classifications WHERE id = ${valves} UNION ALL SELECT c.id FROM classifications c JOIN tree ON c.parent_id = tree.id)
      SELECT count(*)::int AS n FROM products WHERE classification_id IN (SELECT id FROM tree)`);
    expect((await search({ classificationId: valves })).count).toBe(subtree!.n);
  });

  it('with a ticked filter too broad to count, lists the sample first in category order, then the rest, every match exactly once', async () => {
    // The value with the most products in the sample.
    const [commonest] = await rows<{ attributeId: number; value: string; n: number }>(sql`
      SELECT attribute_id AS "attributeId", value, count(*) FILTER (WHERE product_id % ${searchSampleModulus} = 0)::int AS n
      FROM product_attributes GROUP BY 1, 2 ORDER BY n DESC, 1, 2 LIMIT 1`);
    const all = (await rows<{ id: number }>(sql`SELECT product_id AS id FROM product_attributes WHERE attribute_id = ${commonest!.attributeId} AND value = ${commonest!.value} ORDER BY 1`)).map((row) => row.id);
    const inSample = all.filter((id) => id % searchSampleModulus === 0);
    expect(inSample.length * searchSampleModulus).toBeGreaterThan(exactLimit);
    const filter = { attributes: [{ attributeId: commonest!.attributeId, value: commonest!.value }] };
    const first = await search({ ...filter, take: inSample.length });
    expect(first.counts.approximate).toBe(true);
    expect(ids(first).sort((a, b) => a - b)).toEqual(inSample);
    await expectSampleFirstWalk(filter, all, 5);
  });

  it('a browse page read with its kept counts carries the same cards as the card statement builds (category and maker)', async () => {
    // The first call works the page out with its cards in one statement; the second is answered from the cache, its
    // cards built by the card statement.
    const valves = await classificationIdOf('Valves');
    for (const payload of [{ classificationId: valves, skip: 3, take: 12 }, { searchTerm: 'Caldera', skip: 2, take: 9 }, { classificationId: valves, sortProp: 'Description', sortDirection: 'DESC', take: 5 }] as SearchIndexRequest[]) {
      const computed = await search(payload);
      const cached = await search(payload);
      expect(computed.collection.length, JSON.stringify(payload)).toBe(payload.take);
      expect(computed).toEqual(cached);
    }
  });

  it('pages category by category, without overlap', async () => {
    const valves = await classificationIdOf('Valves');
    const first = await search({ classificationId: valves, take: 10 });
    const second = await search({ classificationId: valves, skip: 10, take: 10 });
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });
});

describe("searching a maker's name", () => {
  const makerIdOf = async (name: string) => (await rows<{ id: number }>(sql`SELECT id FROM manufacturers WHERE name = ${name}`))[0]!.id;
  /** The maker's products (in a classification subtree when given) and how many carry each attribute value. */
  async function truthOf(makerId: number, classificationIds?: number[]) {
    const scope = classificationIds ? sql` AND classification_id IN (${sql.join(classificationIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
    const [all] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE manufacturer_id = ${makerId}${scope}`);
    const values = await rows<{ attributeId: number; value: string; n: number }>(sql`
      SELECT pa.attribute_id AS "attributeId", pa.value, count(*)::int AS n FROM product_attributes pa JOIN products p ON p.id = pa.product_id
      WHERE p.manufacturer_id = ${makerId}${scope} GROUP BY 1, 2`);
    return { count: all!.n, valueCount: new Map(values.map((v) => [`${v.attributeId}:${v.value}`, v.n])) };
  }
  function expectCountsOf(result: SearchIndexResponse, truth: Awaited<ReturnType<typeof truthOf>>) {
    expect(result.counts.approximate).toBe(false);
    expect(result.count).toBe(truth.count);
    expect(result.counts.classifications.reduce((sum, c) => sum + c.number, 0)).toBe(truth.count);
    const shown = result.filters.flatMap((group) => group.values.map((value) => [`${group.attributeId}:${value.value}`, value.number] as const));
    expect(shown.length).toBeGreaterThan(0);
    for (const [key, number] of shown) expect(number, key).toBe(truth.valueCount.get(key));
  }

  it('counts exactly, whatever its size, from the counts kept per maker', async () => {
    const caldera = await makerIdOf('Caldera');
    const truth = await truthOf(caldera);
    expect(truth.count).toBeGreaterThan(exactLimit);
    const result = await search({ searchTerm: 'Caldera', take: 100 });
    expectCountsOf(result, truth);
    expect(result.collection.every((card) => card.manufacturerName === 'Caldera')).toBe(true);
  });

  it('in a category, counts that category’s products of the maker', async () => {
    const caldera = await makerIdOf('Caldera');
    // The parent category of the maker's commonest one: a subtree with products of the maker and others.
    const [category] = await rows<{ id: number }>(sql`
      SELECT coalesce(c.parent_id, c.id) AS id FROM products p JOIN classifications c ON c.id = p.classification_id
      WHERE p.manufacturer_id = ${caldera} GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`);
    const subtree = (await rows<{ id: number }>(sql`
      WITH RECURSIVE tree AS (SELECT id FROM classifications WHERE id = ${category!.id} UNION ALL SELECT c.id FROM classifications c JOIN tree ON c.parent_id = tree.id)
      SELECT id FROM tree`)).map((row) => row.id);
    const truth = await truthOf(caldera, subtree);
    const [all] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE manufacturer_id = ${caldera}`);
    expect(truth.count).toBeGreaterThan(0);
    expect(truth.count).toBeLessThan(all!.n);
    expectCountsOf(await search({ searchTerm: 'caldera', classificationId: category!.id }), truth);
  });

  it("a two-word maker's name alone lists the maker's products; its appliances' names list their parts", async () => {
    const [maker] = await t.db.insert(manufacturers).values({ name: 'Quartzel Boilers' }).returning({ id: manufacturers.id });
    const [other] = await rows<{ id: number }>(sql`SELECT id FROM manufacturers WHERE name = 'Caldera'`);
    const made = await t.db
      .insert(products)
      .values([
        productRow({ mpn: 'QZB-1', description: 'Quartzel fan assembly', pricePence: 4000, manufacturerId: maker!.id }),
        productRow({ mpn: 'QZB-2', description: 'Quartzel pump', pricePence: 6000, manufacturerId: maker!.id }),
        // A pattern part of another maker that fits a Quartzel appliance.
        productRow({ mpn: 'PAT-QZB-1', description: 'Pattern fan assembly', pricePence: 2500, manufacturerId: other!.id }),
      ])
      .returning({ id: products.id });
    const [fan, pump, pattern] = made.map((row) => row.id);
    const fitted = await t.db
      .insert(appliances)
      .values([
        { manufacturerId: maker!.id, name: 'Quartzel Boilers Combi 24', gcNumber: '9999961' },
        { manufacturerId: maker!.id, name: 'Quartzel Boilers System 18', gcNumber: '9999962' },
      ])
      .returning({ id: appliances.id });
    await t.db.insert(applianceParts).values([
      { applianceId: fitted[0]!.id, productId: fan!, placementRef: '1' },
      { applianceId: fitted[0]!.id, productId: pattern!, placementRef: '1' },
      { applianceId: fitted[1]!.id, productId: pump!, placementRef: '2' },
    ]);
    try {
      const byMaker = await search({ searchTerm: 'Quartzel Boilers' });
      expect(byMaker.counts.approximate).toBe(false);
      expect(ids(byMaker).sort((a, b) => a - b)).toEqual([fan, pump].sort((a, b) => a! - b!));
      expect(ids(await search({ searchTerm: 'Quartzel Boilers Combi 24' })).sort((a, b) => a - b)).toEqual([fan, pattern].sort((a, b) => a! - b!));
    } finally {
      await t.db.delete(applianceParts).where(sql`${applianceParts.applianceId} IN (${fitted[0]!.id}, ${fitted[1]!.id})`);
      await t.db.delete(appliances).where(eq(appliances.manufacturerId, maker!.id));
      await t.db.delete(products).where(sql`${products.id} IN (${fan}, ${pump}, ${pattern})`);
      await t.db.delete(manufacturers).where(eq(manufacturers.id, maker!.id));
    }
  });

  it("pages through every one of the maker's products exactly once", async () => {
    const caldera = await makerIdOf('Caldera');
    const all = (await rows<{ id: number }>(sql`SELECT id FROM products WHERE manufacturer_id = ${caldera} ORDER BY id`)).map((row) => row.id);
    const seen: number[] = [];
    for (let skip = 0; skip < all.length; skip += 50) seen.push(...ids(await search({ searchTerm: 'Caldera', skip, take: 50 })));
    expect(seen.sort((a, b) => a - b)).toEqual(all);
  });
});

describe('catalogue writes', () => {
  it('a short last word is a word or a vocabulary completion, never every token it begins (a stock code)', async () => {
    const [coded, sized] = await t.db
      .insert(products)
      .values([
        productRow({ mpn: 'ZSK-1', description: 'Zephyrine seal kit 829461', pricePence: 1200 }),
        productRow({ mpn: 'ZSK-2', description: 'Zephyrine seal kit 82', pricePence: 1300 }),
      ])
      .returning({ id: products.id });
    expect(ids(await search({ searchTerm: 'zephyrine seal kit 829461' }))).toEqual([coded!.id]);
    // As a prefix, '82' also found the stock code 829461 (issue #13: 'kit 2' read every token beginning with 2).
    expect(ids(await search({ searchTerm: 'zephyrine seal kit 82' }))).toEqual([sized!.id]);
  });

  it("a new product's part number is found at once from any 4+ characters inside it, and from its first 3", async () => {
    const [product] = await t.db
      .insert(products)
      .values(productRow({ mpn: 'Q9X-908172', description: 'Boiler test gasket', pricePence: 250 }))
      .returning({ id: products.id });
    // 5+ characters: the part-number grams (migration 0008); 4: the trigram index; 3: a prefix.
    for (const term of ['q9x908172', '908172', '08172', '9081', 'Q9X']) expect(ids(await search({ searchTerm: term }))).toContain(product!.id);
    for (const term of ['908173', '81729', '908']) expect(ids(await search({ searchTerm: term }))).not.toContain(product!.id);
    await t.db.delete(products).where(eq(products.id, product!.id));
  });

  it("a new appliance's name finds its parts at once, first, naming it on their cards (the name index follows the catalogue version)", async () => {
    expect((await search({ searchTerm: 'Zephyrion Probe 42x' })).count).toBe(0);
    const [maker] = await rows<{ id: number }>(sql`SELECT id FROM manufacturers ORDER BY id LIMIT 1`);
    const [part] = await t.db.insert(products).values(productRow({ mpn: 'ZPH-0042', description: 'Heat exchanger gasket', pricePence: 900 })).returning({ id: products.id });
    const [appliance] = await t.db.insert(appliances).values({ manufacturerId: maker!.id, name: 'Zephyrion Probe 42x', gcNumber: '9999942' }).returning({ id: appliances.id });
    await t.db.insert(applianceParts).values({ applianceId: appliance!.id, productId: part!.id, placementRef: '7' });
    try {
      for (const term of ['Zephyrion Probe 42x', 'probe zephyrion', 'ZEPHYRION 42X']) {
        const result = await search({ searchTerm: term });
        expect(ids(result)[0], term).toBe(part!.id);
        expect(result.collection[0]).toMatchObject({ app: 'Zephyrion Probe 42x', appgc: '9999942', diagram_placement_ref: '7' });
      }
      // One word is not an appliance name, and a word the name lacks names nothing.
      expect(ids(await search({ searchTerm: 'Zephyrion' }))).not.toContain(part!.id);
      expect(ids(await search({ searchTerm: 'Zephyrion Probe 43x' }))).not.toContain(part!.id);
    } finally {
      await t.db.delete(applianceParts).where(eq(applianceParts.applianceId, appliance!.id));
      await t.db.delete(appliances).where(eq(appliances.id, appliance!.id));
      await t.db.delete(products).where(eq(products.id, part!.id));
    }
    expect((await search({ searchTerm: 'Zephyrion Probe 42x' })).count).toBe(0);
  });

  it("a product written, moved to another maker or removed changes the maker's counts at once", async () => {
    const [first, second] = await rows<{ id: number; name: string }>(sql`SELECT id, name FROM manufacturers WHERE name IN ('Caldera', 'Thermacore') ORDER BY name`);
    const counts = async (name: string) => {
      const result = await search({ searchTerm: name });
      expect(result.counts.approximate).toBe(false);
      return { count: result.count, filters: result.filters };
    };
    const before = { first: await counts(first!.name), second: await counts(second!.name) };
    const size = before.first.filters.find((f) => f.attributeName === 'Size') ?? before.first.filters[0]!;
    const value = size.values[0]!;
    const numberOf = (filters: SearchIndexResponse['filters']) => filters.find((f) => f.attributeId === size.attributeId)?.values.find((v) => v.value === value.value)?.number ?? 0;

    const [product] = await t.db.insert(products).values(productRow({ mpn: 'MKR-1', description: 'Maker count test plug', pricePence: 100, manufacturerId: first!.id })).returning({ id: products.id });
    try {
      await t.db.insert(productAttributes).values({ productId: product!.id, attributeId: size.attributeId, value: value.value });
      const written = await counts(first!.name);
      expect(written.count).toBe(before.first.count + 1);
      expect(numberOf(written.filters)).toBe(numberOf(before.first.filters) + 1);

      await t.db.update(products).set({ manufacturerId: second!.id }).where(eq(products.id, product!.id));
      expect(await counts(first!.name)).toEqual(before.first);
      const moved = await counts(second!.name);
      expect(moved.count).toBe(before.second.count + 1);
      expect(numberOf(moved.filters)).toBe(numberOf(before.second.filters) + 1);
    } finally {
      await t.db.delete(productAttributes).where(eq(productAttributes.productId, product!.id));
      await t.db.delete(products).where(eq(products.id, product!.id));
    }
    expect(await counts(first!.name)).toEqual(before.first);
    expect(await counts(second!.name)).toEqual(before.second);
  });

  it('a new product shows in its category counts, its filters, the search and autocomplete at once (no stale cache)', async () => {
    const isolating = await classificationIdOf('Isolating Valves');
    const before = await search({ classificationId: isolating });
    expect((await search({ searchTerm: 'quuxfitting' })).count).toBe(0);
    const size = before.filters.find((f) => f.attributeName === 'Size')!;
    const value = size.values[0]!;

    const [product] = await t.db
      .insert(products)
      .values(productRow({ mpn: 'QUUX-1', description: 'Quuxfitting isolating valve', pricePence: 500, classificationId: isolating }))
      .returning({ id: products.id });
    await t.db.insert(productAttributes).values({ productId: product!.id, attributeId: size.attributeId, value: value.value });

    const after = await search({ classificationId: isolating });
    expect(after.count).toBe(before.count + 1);
    expect(after.filters.find((f) => f.attributeId === size.attributeId)!.values.find((v) => v.value === value.value)!.number).toBe(value.number + 1);
    expect(ids(await search({ searchTerm: 'quuxfitting' }))).toEqual([product!.id]);
    expect((await autocomplete('quuxfit')).names).toEqual(['Quuxfitting isolating valve']);

    // A new description replaces the old name in autocomplete.
    await t.db.update(products).set({ description: 'Quuxfitting lever valve 123456' }).where(eq(products.id, product!.id));
    expect((await autocomplete('quuxfit')).names).toEqual(['Quuxfitting lever valve']);

    // Moving it elsewhere and removing its attribute take it out of both counts.
    await t.db.delete(productAttributes).where(eq(productAttributes.productId, product!.id));
    await t.db.update(products).set({ classificationId: null }).where(eq(products.id, product!.id));
    const moved = await search({ classificationId: isolating });
    expect(moved.count).toBe(before.count);
    expect(moved.filters).toEqual(before.filters);
  });
});
