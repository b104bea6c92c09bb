import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ValueCounts } from '@sparesfinder/domain/catalogue/facets';
import type { DatabaseHandle } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { seedDemoWorld } from '../../../db/seed/seed-demo-world';
import { openTestDatabase } from '../../../test/test-database';
import { relevanceSet } from '../../../test/search-relevance-set';
import { createSearchRepository, type SearchAggregate } from '../search.repository';
import type { SearchMatch, ValueGroup } from '../search-sql';
import { createProductFactsBuilder, type ProductFacts, type ProductFactsRow } from './product-facts';
import { buildTextIndex, type TextIndex } from './text-index';

/**
 * The facts count what PostgreSQL counts (decision 017, slice 2): for the relevance set's queries on the mini world,
 * with nothing, one and two ticked groups, the tally over the index's matches equals search.repository's exact
 * aggregate (search-sql.ts aggregateQuery, counted by candidate-tally.ts).
 */
let database: DatabaseHandle;
let index: TextIndex;
let facts: ProductFacts;
let attributeOf: Map<number, number>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoWorld(database.db, { scale: 'mini' });
  const products = await rowsOf<ProductFactsRow & { document: string }>(
    database.db,
    sql`SELECT id, search_document::text AS document, classification_id AS "classificationId", attribute_value_ids AS "valueIds",
          manufacturer_id AS "manufacturerId", is_genuine AS "isGenuine", length(mpn_normalised) AS "partNumberLength", coalesce(length(search_document), 0) AS "documentLength"
        FROM product_search ORDER BY id`,
  );
  index = buildTextIndex(products);
  const builder = createProductFactsBuilder();
  for (const product of products) builder.add(product);
  facts = builder.build();
  const values = await rowsOf<{ id: number; attributeId: number }>(database.db, sql`SELECT id, attribute_id AS "attributeId" FROM attribute_values`);
  attributeOf = new Map(values.map((value) => [value.id, value.attributeId]));
}, 600_000);

afterAll(() => database?.close());

const sorted = (counts: ValueCounts[]) =>
  counts.map((block) => ({ gap: block.gap, valueIds: Array.from(block.valueIds), counts: Array.from(block.counts) })).sort((a, b) => (a.gap ?? -1) - (b.gap ?? -1));
const comparable = (aggregate: Pick<SearchAggregate, 'perClassification' | 'valueCounts' | 'candidates'>) => ({
  perClassification: aggregate.perClassification,
  valueCounts: sorted(aggregate.valueCounts),
  candidates: aggregate.candidates,
});

/** Up to `count` ticked groups from the commonest values of different attributes among the matches. */
function groupsFrom(aggregate: SearchAggregate, count: number): ValueGroup[] {
  const block = aggregate.valueCounts.find((candidate) => candidate.gap === null);
  if (!block) return [];
  const byCount = Array.from(block.valueIds).map((valueId, i) => ({ valueId, count: block.counts[i]! })).sort((a, b) => b.count - a.count || a.valueId - b.valueId);
  const groups: ValueGroup[] = [];
  for (const { valueId } of byCount) {
    const attributeId = attributeOf.get(valueId)!;
    if (groups.some((group) => group.attributeId === attributeId)) continue;
    groups.push({ attributeId, valueIds: [valueId] });
    if (groups.length === count) break;
  }
  return groups;
}

/** A fact row with no maker, not genuine, no part number and an empty document, unless given. */
const row = (given: Pick<ProductFactsRow, 'id' | 'classificationId' | 'valueIds'> & Partial<ProductFactsRow>): ProductFactsRow => ({
  manufacturerId: null,
  isGenuine: false,
  partNumberLength: null,
  documentLength: 0,
  ...given,
});

describe('product facts', () => {
  it('tally the index’s matches as PostgreSQL counts them, with nothing, one and two ticked groups', { timeout: 180_000 }, async () => {
    const repository = createSearchRepository(database.db);
    let compared = 0;
    let withGroups = 0;
    for (const { query } of relevanceSet) {
      const words = query.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 0);
      if (words.length === 0) continue;
      const match: SearchMatch = { applianceIds: [], manufacturerIds: [], textWords: words, tsQuery: words.map((word) => `'${word}'`).join(' & '), matchesAnything: true };
      const [{ printed }] = (await rowsOf<{ printed: string }>(database.db, sql`SELECT to_tsquery('english', ${match.tsQuery})::text AS printed`)) as [{ printed: string }];
      const ids = index.matching(printed);
      const plain = await repository.aggregate(match, [], { sample: false });
      for (const groups of [[], groupsFrom(plain, 1), groupsFrom(plain, 2)]) {
        const expected = groups.length === 0 ? plain : await repository.aggregate(match, groups, { sample: false });
        expect([query, groups, comparable(facts.tally(ids, groups))]).toEqual([query, groups, comparable(expected)]);
        compared++;
        if (groups.length > 0 && expected.candidates > 0) withGroups++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(250);
    expect(withGroups).toBeGreaterThanOrEqual(50);
  });

  it('counts a ticked group with no values as failed by every product, as PostgreSQL does', async () => {
    const repository = createSearchRepository(database.db);
    const match: SearchMatch = { applianceIds: [], manufacturerIds: [], textWords: ['valve'], tsQuery: "'valve'", matchesAnything: true };
    const groups: ValueGroup[] = [{ attributeId: 1, valueIds: [] }];
    const expected = await repository.aggregate(match, groups, { sample: false });
    expect(expected.candidates).toBeGreaterThan(0);
    expect(comparable(facts.tally(index.matching("'valv'"), groups))).toEqual(comparable(expected));
  });

  it('refuses rows out of id order and ids it does not hold', () => {
    const builder = createProductFactsBuilder();
    builder.add(row({ id: 5, classificationId: 1, valueIds: [2] }));
    expect(() => builder.add(row({ id: 3, classificationId: 1, valueIds: [] }))).toThrow(/ascending id order/);
    const built = builder.build();
    expect(() => built.tally(Int32Array.of(5, 9), [])).toThrow(/no product 9/);
    // What the failed tally had counted is not left behind for the next one.
    expect(built.tally(Int32Array.of(5), []).valueCounts.map((block) => Array.from(block.counts))).toEqual([[1]]);
  });

  it('counts products with no classification under none, and ids skipped between rows as holding nothing', () => {
    const builder = createProductFactsBuilder();
    builder.add(row({ id: 1, classificationId: null, valueIds: [7] }));
    builder.add(row({ id: 4, classificationId: 2, valueIds: [7, 9], manufacturerId: 3, isGenuine: true, partNumberLength: 8, documentLength: 5 }));
    const tally = builder.build().tally(Int32Array.of(1, 2, 4), []);
    expect(tally.perClassification).toEqual([
      { classificationId: null, count: 2 },
      { classificationId: 2, count: 1 },
    ]);
    expect(sorted(tally.valueCounts)).toEqual([{ gap: null, valueIds: [7, 9], counts: [2, 1] }]);
  });

  it('count and check every value of a product with more values than its record holds', () => {
    const builder = createProductFactsBuilder();
    const many = [3, 4, 5, 6, 7, 8, 9, 10, 11];
    builder.add(row({ id: 2, classificationId: 1, valueIds: many }));
    builder.add(row({ id: 3, classificationId: 1, valueIds: [11] }));
    const built = builder.build();
    expect(sorted(built.tally(Int32Array.of(2, 3), []).valueCounts)).toEqual([{ gap: null, valueIds: many, counts: [1, 1, 1, 1, 1, 1, 1, 1, 2] }]);
    const tickedTenth = built.tally(Int32Array.of(2, 3), [{ attributeId: 1, valueIds: [10] }]);
    expect(tickedTenth.perClassification).toEqual([{ classificationId: 1, count: 1 }]);
    expect(tickedTenth.candidates).toBe(2);
    expect([built.passes(2, [{ attributeId: 1, valueIds: [10] }]), built.passes(3, [{ attributeId: 1, valueIds: [10] }])]).toEqual([true, false]);
  });

  it('hold each product’s maker and ranking keys, none for an id skipped or beyond, and tell which pass the ticked groups', () => {
    const builder = createProductFactsBuilder();
    builder.add(row({ id: 1, classificationId: null, valueIds: [7] }));
    builder.add(row({ id: 4, classificationId: 2, valueIds: [7, 9], manufacturerId: 3, isGenuine: true, partNumberLength: 8, documentLength: 5 }));
    const built = builder.build();
    expect([built.classificationOf(4), built.manufacturerOf(4), built.manufacturerOf(1), built.manufacturerOf(2), built.manufacturerOf(99)]).toEqual([2, 3, -1, -1, -1]);
    expect([0, 1, 2, 3, 4, 5, -1].map((id) => built.holds(id))).toEqual([false, true, false, false, true, false, false]);
    expect(built.rankKeysOf(4)).toEqual({ documentLength: 5, genuine: 1, partNumberLength: 8 });
    expect(built.rankKeysOf(1)).toEqual({ documentLength: 0, genuine: 0, partNumberLength: -1 });
    expect([built.passes(4, [{ attributeId: 1, valueIds: [9] }, { attributeId: 2, valueIds: [6, 7] }]), built.passes(1, [{ attributeId: 1, valueIds: [9] }]), built.passes(2, [])]).toEqual([true, false, true]);
    expect(built.passes(4, [{ attributeId: 1, valueIds: [] }])).toBe(false);
  });

  it('page the products of classifications in catalogue order: classification by classification, ascending ids', () => {
    const builder = createProductFactsBuilder();
    const classifications = [3, null, 1, 3, 2, 1, 3];
    classifications.forEach((classificationId, i) => builder.add(row({ id: i + 1, classificationId, valueIds: [] })));
    const built = builder.build();
    expect(built.categoryPage([3, 1], 0, 10)).toEqual([3, 6, 1, 4, 7]);
    expect(built.categoryPage([3, 1], 1, 3)).toEqual([6, 1, 4]);
    expect(built.categoryPage([1, 3], 4, 3)).toEqual([7]);
    expect(built.categoryPage([2, 2], 0, 10)).toEqual([5]);
    // Classifications it holds no product of, none, and none at all.
    expect(built.categoryPage([9, -1, 0], 0, 10)).toEqual([]);
    expect(built.categoryPage([], 0, 10)).toEqual([]);
  });

  it('count every product of classifications as a tally of them does, from counts kept per classification', () => {
    const builder = createProductFactsBuilder();
    const values = [[1, 2], [2], [], [2, 3, 4, 5, 6, 7, 8, 9], [9], [1]];
    values.forEach((valueIds, i) => builder.add(row({ id: i + 1, classificationId: (i % 3) + 1, valueIds })));
    builder.add(row({ id: 9, classificationId: null, valueIds: [1] }));
    const built = builder.build();
    for (const classificationIds of [[1], [1, 3], [3, 2, 1, 1], [7], []]) {
      const ids = Int32Array.from([1, 2, 3, 4, 5, 6].filter((id) => classificationIds.includes(built.classificationOf(id))));
      expect(sorted(built.categoryTally(classificationIds).valueCounts)).toEqual(sorted(built.tally(ids, []).valueCounts));
      expect(built.categoryTally(classificationIds).perClassification).toEqual(built.tally(ids, []).perClassification);
      expect(built.categoryTally(classificationIds).candidates).toBe(ids.length);
    }
  });

  it('page makers’ products genuine first, then shorter part numbers (none last), then ascending ids, across makers', () => {
    const builder = createProductFactsBuilder();
    // [maker, genuine, part-number length] for ids 1…8.
    const made: [number | null, boolean, number | null][] = [[2, false, 6], [5, true, 9], [2, true, 9], [2, false, null], [5, false, 4], [null, true, 1], [2, true, 9], [5, false, 6]];
    made.forEach(([manufacturerId, isGenuine, partNumberLength], i) => builder.add(row({ id: i + 1, classificationId: 1, valueIds: [], manufacturerId, isGenuine, partNumberLength })));
    const built = builder.build();
    expect(built.makerPage([2], 0, 10)).toEqual([3, 7, 1, 4]);
    expect(built.makerPage([5], 1, 1)).toEqual([5]);
    expect(built.makerPage([5, 2, 5], 0, 10)).toEqual([2, 3, 7, 5, 1, 8, 4]);
    expect(built.makerPage([2, 5], 2, 3)).toEqual([7, 5, 1]);
    expect(built.makerPage([2, 5], 7, 3)).toEqual([]);
    // Makers it holds no product of, none, and none at all.
    expect(built.makerPage([9, -1, 0], 0, 10)).toEqual([]);
    expect(built.makerPage([], 0, 10)).toEqual([]);
    // Their products in ascending ids, for a match among them.
    expect(Array.from(built.productsOfMakers([2]))).toEqual([1, 3, 4, 7]);
    expect(Array.from(built.productsOfMakers([5, 2, 5]))).toEqual([1, 2, 3, 4, 5, 7, 8]);
    expect(Array.from(built.productsOfMakers([9, -1, 0]))).toEqual([]);
    expect(Array.from(built.productsOfMakers([]))).toEqual([]);
  });

  it('count every product of makers as a tally of them does, from a tally kept per maker', () => {
    const builder = createProductFactsBuilder();
    const values = [[1, 2], [2], [], [2, 3, 4, 5, 6, 7, 8, 9], [9], [1], [4]];
    // Both makers have products in classification 1 and with none: their sum adds to counts the other began.
    const classifications = [null, 1, 1, null, 2, 1, 2];
    const makers = [4, 5, 4, 5, 4, 5, null];
    values.forEach((valueIds, i) => builder.add(row({ id: i + 1, classificationId: classifications[i]!, valueIds, manufacturerId: makers[i]! })));
    const built = builder.build();
    for (const manufacturerIds of [[4], [5], [5, 4], [4, 4], [7], []]) {
      const ids = Int32Array.from([1, 2, 3, 4, 5, 6, 7].filter((id) => manufacturerIds.includes(built.manufacturerOf(id))));
      const tallied = built.tally(ids, []);
      const kept = built.makerTally(manufacturerIds);
      expect(sorted(kept.valueCounts)).toEqual(sorted(tallied.valueCounts));
      expect([...kept.perClassification].sort((a, b) => (a.classificationId ?? -1) - (b.classificationId ?? -1))).toEqual(tallied.perClassification);
      expect(kept.candidates).toBe(ids.length);
    }
  });
});
