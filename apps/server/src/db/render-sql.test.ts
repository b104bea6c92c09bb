import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { products } from './schema';
import { renderSql } from './render-sql';
import { aggregateQuery, keptPageQuery, rankKeys, sampledCountsQuery, searchFrom, tierExpression, type PageSelect, type SearchMatch, type ValueGroup } from '../modules/catalogue/search-sql';
import { productCardsSql } from '../modules/catalogue/product-card.repository';

/** renderSql walks the search statements itself: its text and parameters must be drizzle's, byte for byte. */
const drizzle = new PgDialect();
const asDrizzle = (query: SQL) => {
  const { sql: text, params } = drizzle.sqlToQuery(query);
  return { sql: text, params };
};

const base: SearchMatch = { applianceIds: [], manufacturerIds: [], matchesAnything: true };
const matches: SearchMatch[] = [
  { ...base, partNumber: 'dae25606', textWords: ['dae', '25606'], tsQuery: 'dae & 25606', textIds: [4, 9] },
  { ...base, partNumber: 'rcb', gcNumber: '4784221', textWords: ['rcbo', '2'], tsQuery: 'rcbo & ( 2 | 20 )' },
  { ...base, applianceIds: [3, 8], manufacturerIds: [5], textWords: ['combi', '24i'], tsQuery: 'combi & 24i', textIds: [1] },
  { ...base, manufacturerIds: [2, 7], classificationIds: [11, 12] },
  { ...base, fuzzyWords: ['valv', 'isolatng'] },
  { ...base, textWords: ['pump'], tsQuery: 'pump:*', classificationIds: [] },
  { ...base, matchesAnything: false },
];
const groupSets: ValueGroup[][] = [[], [{ attributeId: 3, valueIds: [10, 11] }], [{ attributeId: 3, valueIds: [10] }, { attributeId: 4, valueIds: [] }]];
const pageOf = (match: SearchMatch, withCards: boolean): PageSelect => ({
  from: searchFrom(match),
  order: [...(tierExpression(match) ? [{ value: tierExpression(match)! }] : []), ...rankKeys(match, { prepared: true }), { value: sql`p.id`, descending: true }],
  orderOnCandidates: true,
  skip: 28,
  take: 28,
  cardsOf: withCards ? (ids) => productCardsSql({ userId: 1, organisationId: 2 }, ids, { applianceIds: [3], gcNumber: '4784221' }) : undefined,
});

describe('renderSql', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders every search statement shape as drizzle does, without drizzle', () => {
    const viaDrizzle = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    let rendered = 0;
    for (const match of matches) {
      for (const groups of groupSets) {
        for (const withCards of [false, true]) {
          const page = pageOf(match, withCards);
          const queries = [
            aggregateQuery(match, groups, { sample: false, limit: 10_000, page, prepared: true }),
            aggregateQuery(match, groups, { sample: true }),
            sampledCountsQuery(match, groups, page, { candidates: 10, matches: 56 }),
            keptPageQuery(match, page),
          ];
          for (const query of queries) {
            const own = renderSql(query);
            expect(viaDrizzle).not.toHaveBeenCalled();
            expect(own).toEqual(asDrizzle(query));
            viaDrizzle.mockClear();
            rendered++;
          }
        }
      }
    }
    expect(rendered).toBe(matches.length * groupSets.length * 2 * 4);
  });

  it('quotes identifiers and keeps null, boolean, text, number and array values as parameters', () => {
    const viaDrizzle = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const query = sql`SELECT ${sql.identifier('we"ird')} FROM t WHERE a = ${null} AND b = ${true} AND c = ${'x'} AND d = ${3} AND e = ANY(${sql.param([1, 2])}::int[])${undefined}`;
    const own = renderSql(query);
    expect(viaDrizzle).not.toHaveBeenCalled();
    expect(own).toEqual(asDrizzle(query));
    expect(renderSql(query).params).toEqual([null, true, 'x', 3, [1, 2]]);
  });

  it('leaves to drizzle what it does not walk itself: columns, tables, lists spread from arrays, inlined values', () => {
    const viaDrizzle = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const queries = [
      sql`SELECT ${products.id} FROM ${products} WHERE ${products.mpn} = ${'abc'}`,
      sql`SELECT 1 WHERE 2 IN ${[1, 2, 3]}`,
      sql`SELECT ${'inline'}`.inlineParams(),
      sql`SELECT ${sql`${'nested inline'}`.inlineParams()}`,
      sql`SELECT ${new Date(0)}`,
    ];
    for (const query of queries) {
      viaDrizzle.mockClear();
      const own = renderSql(query);
      expect(viaDrizzle).toHaveBeenCalledTimes(1);
      expect(own).toEqual(asDrizzle(query));
    }
  });
});
