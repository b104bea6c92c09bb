import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchIndexRequest, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import { normaliseAttributeValue } from '@sparesfinder/domain/catalogue/attribute-values';
import { rowsOf } from '../../db/rows';
import { useSignedInApp } from '../../test/signed-in-app';

/** Issue #11 item 5: a SPARES classification lists its parts, narrowable by the filters that fit parts. */
const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

const search = async (payload: SearchIndexRequest): Promise<SearchIndexResponse> => {
  const response = await t.post(admin, '/ProductSearch/SearchIndex', payload);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const classificationId = async (name: string) => (await rowsOf<{ id: number }>(t.db, sql`SELECT id FROM classifications WHERE name = ${name} AND is_spares`))[0]!.id;
const group = (result: SearchIndexResponse, name: string) => result.filters.find((f) => f.attributeName === name);

describe('a spares classification lists its parts', () => {
  it('Diverter Valves pages through every part, CAL-87161 among them', async () => {
    const id = await classificationId('Diverter Valves');
    const { n } = (await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM products WHERE classification_id = ${id}`))[0]!;
    const first = await search({ classificationId: id, take: 2 });
    expect(first.count).toBe(n);
    expect(first.collection).toHaveLength(Math.min(2, n));
    const seen = new Set<number>();
    for (let skip = 0; skip < n; skip += 2) for (const card of (await search({ classificationId: id, skip, take: 2 })).collection) seen.add(card.productId);
    expect(seen.size).toBe(n);
    const all = await search({ classificationId: id, take: 100 });
    const anchor = all.collection.find((card) => card.mpn === 'CAL-87161');
    expect(anchor?.man).toBe('Caldera');
  });

  it('the Spares parent lists the parts of every spares category', async () => {
    const spares = (await rowsOf<{ id: number }>(t.db, sql`SELECT id FROM classifications WHERE name = 'Spares' AND parent_id IS NULL`))[0]!.id;
    const { n } = (await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM products p JOIN classifications c ON c.id = p.classification_id WHERE c.is_spares`))[0]!;
    expect((await search({ classificationId: spares, take: 1 })).count).toBe(n);
  });
});

describe('spare parts get filters that fit parts', () => {
  it('Boiler make, Part type and Fits appliance, with counts above 0 that add up', async () => {
    const id = await classificationId('Diverter Valves');
    const result = await search({ classificationId: id });
    for (const name of ['Boiler make', 'Part type', 'Fits appliance']) {
      const filter = group(result, name);
      expect(filter, name).toBeDefined();
      expect(filter!.values.every((v) => v.number > 0)).toBe(true);
    }
    expect(group(result, 'Part type')!.values).toEqual([{ value: 'Diverter Valve', number: result.count, selected: false }]);
    expect(group(result, 'Boiler make')!.values.reduce((sum, v) => sum + v.number, 0)).toBe(result.count);
    expect(group(result, 'Boiler make')!.values.map((v) => v.value)).toContain('Caldera');
    expect(group(result, 'Fits appliance')!.values.map((v) => v.value)).toContain('Caldera Combi 30i');
    // A part's Brand is its Boiler make here: the repeated group is left out (domain withoutRepeatedGroups).
    expect(group(result, 'Brand')).toBeUndefined();
  });

  it('ticking a Boiler make narrows the parts to that maker and keeps the other makers counted', async () => {
    const id = await classificationId('Diverter Valves');
    const all = await search({ classificationId: id });
    const make = group(all, 'Boiler make')!;
    const caldera = make.values.find((v) => v.value === 'Caldera')!;
    const ticked = await search({ classificationId: id, attributes: [{ attributeId: make.attributeId, value: 'Caldera' }], take: 100 });
    expect(ticked.count).toBe(caldera.number);
    expect(ticked.collection.every((card) => card.man === 'Caldera')).toBe(true);
    expect(group(ticked, 'Boiler make')!.values.length).toBe(make.values.length);
  });
});

describe('Brand on a mixed search', () => {
  it('lists every maker present, Caldera included', async () => {
    const result = await search({ searchTerm: 'caldera' });
    const brands = group(result, 'Brand')?.values.map((v) => v.value) ?? [];
    expect(brands).toContain('Caldera');
    const makers = await rowsOf<{ name: string }>(t.db, sql`SELECT DISTINCT m.name FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE m.name = 'Caldera'`);
    for (const { name } of makers) expect(brands).toContain(name);
  });

  it('a general search lists makers and brands side by side', async () => {
    const result = await search({ searchTerm: 'boiler' });
    const brands = group(result, 'Brand')?.values.map((v) => v.value) ?? [];
    const makers = await rowsOf<{ name: string }>(t.db, sql`SELECT name FROM manufacturers`);
    expect(brands.some((b) => makers.some((m) => m.name === b))).toBe(true);
  });
});

describe('filter values are written one way', () => {
  it('every stored value is already normalised', async () => {
    const values = await rowsOf<{ value: string }>(t.db, sql`SELECT DISTINCT value FROM product_attributes`);
    expect(values.filter(({ value }) => normaliseAttributeValue(value) !== value)).toEqual([]);
  });
});

describe('technical specification of a spare part', () => {
  it('every product has specification rows, so the card never offers an empty one', async () => {
    const bare = await rowsOf<{ mpn: string }>(t.db, sql`SELECT mpn FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_attributes pa WHERE pa.product_id = p.id)`);
    expect(bare).toEqual([]);
  });

  it('has real rows: brand, boiler make, part type, fits, dimensions and voltage', async () => {
    const { id } = (await rowsOf<{ id: number }>(t.db, sql`SELECT id FROM products WHERE mpn = 'CAL-87161'`))[0]!;
    const response = await t.get(admin, `/Item/SearchTechnicalSpecifications?itemId=${id}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { attributeName: string; value: string }[];
    const byName = new Map(rows.map((r) => [r.attributeName, r.value]));
    expect(byName.get('Boiler make')).toBe('Caldera');
    expect(byName.get('Part type')).toBe('Diverter Valve');
    expect(byName.get('Fits appliance')).toBe('Caldera Combi 30i');
    expect(byName.get('Dimensions')).toMatch(/^\d+ x \d+ x \d+mm$/);
    expect(byName.get('Voltage')).toMatch(/^\d+V$/);
  });
});

describe('cards show the brand', () => {
  it('a maker part shows its maker, a general product its Brand attribute', async () => {
    const result = await search({ searchTerm: 'GEN-15MM-ISO' });
    expect(result.collection.find((card) => card.mpn === 'GEN-15MM-ISO')?.man).toBe('Tradeline');
    const valves = await search({ searchTerm: 'isolating valve', take: 50 });
    expect(valves.collection.length).toBeGreaterThan(0);
    expect(valves.collection.every((card) => typeof card.man === 'string' && card.man.length > 0)).toBe(true);
  });
});
