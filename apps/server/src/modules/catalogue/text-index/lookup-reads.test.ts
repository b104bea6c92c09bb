import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { seedDemoWorld } from '../../../db/seed/seed-demo-world';
import { openTestDatabase } from '../../../test/test-database';
import { createSearchRepository, type PageCards, type PageRequest, type SearchRepository } from '../search.repository';
import type { SearchMatch } from '../search-sql';
import { loadCatalogueTextIndex } from './catalogue-text-index';
import { indexedSearchReads } from './indexed-search-reads';
import { createTsQueryPrinter } from './ts-query-printer';

/**
 * The lookup reads (lookup-reads.ts) against the statements on a mini world given the part numbers the demo world
 * lacks: empty and NULL ones, ones of 3 and 4 characters, one inside another; and a product without a document
 * (indexed-search-reads.test.ts covers the world as seeded).
 */
let database: DatabaseHandle;
let repository: SearchRepository;
const cards = { viewer: { organisationId: 0, userId: 0 }, preferred: { applianceIds: [] } } as unknown as PageCards;
const relevance = (page: Partial<PageRequest> = {}): PageRequest => ({ order: { kind: 'relevance' }, broad: false, sampleOnly: false, skip: 0, take: 20, ...page });
const lookup = (extra: Partial<SearchMatch>): SearchMatch => ({ applianceIds: [], manufacturerIds: [], matchesAnything: true, ...extra });

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoWorld(database.db, { scale: 'mini' });
  repository = createSearchRepository(database.db);
  const nth = (offset: number, count: number) => sql`id IN (SELECT id FROM product_search ORDER BY id OFFSET ${offset} LIMIT ${count})`;
  await database.db.execute(sql`UPDATE product_search SET mpn_normalised = '' WHERE ${nth(0, 3)}`);
  await database.db.execute(sql`UPDATE product_search SET mpn_normalised = 'zq7' WHERE ${nth(3, 2)}`);
  await database.db.execute(sql`UPDATE product_search SET mpn_normalised = 'zq7a' WHERE ${nth(5, 1)}`);
  await database.db.execute(sql`UPDATE product_search SET mpn_normalised = 'xzq7a' WHERE ${nth(6, 1)}`);
  await database.db.execute(sql`UPDATE product_search SET mpn_normalised = NULL WHERE ${nth(7, 1)}`);
  await database.db.execute(sql`UPDATE product_search SET mpn_normalised = 'zq7ab', search_document = NULL WHERE ${nth(8, 1)}`);
}, 600_000);

afterAll(() => database?.close());

async function readsOverStatements() {
  const version = async () => Number((await rowsOf<{ version: string }>(database.db, sql`SELECT version FROM catalogue_version WHERE id = 1`))[0]!.version);
  const index = (await loadCatalogueTextIndex(database.db, version))!;
  const handed: SearchMatch[] = [];
  const spied: SearchRepository = { ...repository, countedPage: (match, ...rest) => (handed.push(match), repository.countedPage(match, ...rest)) };
  return { handed, reads: indexedSearchReads(spied, index, createTsQueryPrinter(repository.printTsQuery)) };
}

describe('lookups from memory, on part numbers the demo world lacks', () => {
  it('match, count and order short, nested, empty and missing part numbers as the statement does, past the last page too', async () => {
    const { handed, reads } = await readsOverStatements();
    let listed = 0;
    for (const partNumber of ['zq7', 'zq7a', 'q7a', 'xzq7', 'xzq7a', 'zq7ab']) {
      for (const match of [lookup({ partNumber }), lookup({ partNumber, classificationIds: [] }), lookup({ partNumber, manufacturerIds: [1, 2, 3] })]) {
        for (const page of [relevance(), relevance({ skip: 1, take: 2 }), relevance({ skip: 50 })]) {
          const fromMemory = await reads.countedPage(match, [], page, 10_000, cards);
          const counted = await repository.countedPage(match, [], page, 10_000, cards);
          expect(fromMemory.ids, JSON.stringify([match, page])).toEqual(counted.ids);
          expect([fromMemory.aggregate.matches, fromMemory.aggregate.candidates]).toEqual([counted.aggregate.matches, counted.aggregate.candidates]);
          listed += fromMemory.ids.length;
        }
      }
    }
    expect(listed).toBeGreaterThan(100);
    expect(handed).toEqual([]);
  });

  it('say too many as the statement does, counting limit + 1 candidates', async () => {
    const { handed, reads } = await readsOverStatements();
    const match = lookup({ partNumber: 'zq7' });
    const fromMemory = await reads.countedPage(match, [], relevance(), 2, cards);
    const counted = await repository.countedPage(match, [], relevance(), 2, cards);
    expect([fromMemory.aggregate.truncated, fromMemory.aggregate.candidates]).toEqual([true, 3]);
    expect([counted.aggregate.truncated, counted.aggregate.candidates]).toEqual([true, 3]);
    expect(handed).toEqual([]);
  });

  it('leave to the statement a lookup with words that lists a product without a document, and list it without words', async () => {
    const { handed, reads } = await readsOverStatements();
    const withWords = lookup({ partNumber: 'zq7ab', textWords: ['valve'], tsQuery: 'valve:*' });
    expect((await reads.countedPage(withWords, [], relevance(), 10_000, cards)).ids).toEqual((await repository.countedPage(withWords, [], relevance(), 10_000, cards)).ids);
    expect(handed).toHaveLength(1);
    const alone = lookup({ partNumber: 'zq7ab' });
    const listed = await reads.countedPage(alone, [], relevance(), 10_000, cards);
    expect(listed.ids).toEqual((await repository.countedPage(alone, [], relevance(), 10_000, cards)).ids);
    expect(listed.ids).toHaveLength(1);
    expect(handed).toHaveLength(1);
  });
});
