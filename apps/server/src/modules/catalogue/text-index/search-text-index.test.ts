import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchIndexRequest, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import type { DatabaseHandle } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { seedDemoWorld } from '../../../db/seed/seed-demo-world';
import { eventually } from '../../../test/eventually';
import { relevanceSet } from '../../../test/search-relevance-set';
import { createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import type { TextIndexStatus } from './text-index-holder';

/**
 * Decision 017, slices 3-4: with SEARCH_TEXT_INDEX=on the search answers exactly what the statements answer. Two
 * apps share one demo world (20,000 products), one with the index and one without, and every search below must get
 * the same JSON from both: the relevance set's 100 queries, deeper pages, one and two ticked filters, two values of
 * one filter, a category, the name order, and a broad term's pages past its sample. A low exact-count limit makes
 * the broad terms take the sampled paths and the narrow ones the exact path.
 */
vi.setConfig({ hookTimeout: 600_000 });
const env = { SEARCH_CACHE_ENTRIES: '0', SEARCH_EXACT_LIMIT: '400' };
let database: DatabaseHandle;
let indexed: TestApp;
let statements: TestApp;
let indexedSession: SignedIn;
let statementsSession: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoWorld(database.db, { scale: 'demo' });
  indexed = await createTestApp({ database, env: { ...env, SEARCH_TEXT_INDEX: 'on' } });
  statements = await createTestApp({ database, env: { ...env, SEARCH_TEXT_INDEX: 'off' } });
  indexedSession = await signIn(indexed.app, demoAccounts.admin);
  statementsSession = await signIn(statements.app, demoAccounts.admin);
  await eventually(async () => expect((await indexStatus()).state).toBe('ready'), 300_000);
});

afterAll(async () => {
  // Both apps share the database: it is closed once, after both.
  await indexed?.app.close();
  await indexed?.jobs.stop();
  await statements?.close();
});

async function indexStatus(): Promise<TextIndexStatus> {
  const response = await indexed.app.inject({ method: 'GET', url: '/readyz' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { searchTextIndex: TextIndexStatus }).searchTextIndex;
}

const catalogueVersion = async () => Number((await rowsOf<{ version: string }>(database.db, sql`SELECT version FROM catalogue_version WHERE id = 1`))[0]?.version ?? 0);

async function searchOn(app: TestApp, session: SignedIn, payload: SearchIndexRequest): Promise<SearchIndexResponse> {
  const response = await app.app.inject({ method: 'POST', url: '/ProductSearch/SearchIndex', headers: session.headers, payload });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Both apps' answers to `payload`, which must be equal; the statements' answer. */
async function expectSameAnswer(payload: SearchIndexRequest): Promise<SearchIndexResponse> {
  const [fromIndex, fromStatements] = await Promise.all([searchOn(indexed, indexedSession, payload), searchOn(statements, statementsSession, payload)]);
  expect([payload, fromIndex]).toEqual([payload, fromStatements]);
  return fromStatements;
}

/** Ticks from an answer's filters: the first value of each of the first `groups` groups (or `values` of the first). */
function ticks(answer: SearchIndexResponse, groups: number, values = 1): SearchIndexRequest['attributes'] {
  return answer.filters.slice(0, groups).flatMap((group) => group.values.slice(0, values).map((value) => ({ attributeId: group.attributeId, value: value.value })));
}

describe('the search with the in-memory index', () => {
  it('is built at the catalogue’s version and says so on /readyz', async () => {
    const status = await indexStatus();
    expect(status).toEqual({ state: 'ready', version: await catalogueVersion() });
  });

  it('answers every query of the relevance set as the statements do, on the first page and a deeper one', { timeout: 300_000 }, async () => {
    let approximate = 0;
    let exact = 0;
    for (const { query } of relevanceSet) {
      const first = await expectSameAnswer({ searchTerm: query });
      await expectSameAnswer({ searchTerm: query, skip: 40, take: 20 });
      if (first.counts.approximate) approximate++;
      else if (first.count > 0) exact++;
    }
    // Both paths of the sample rule were compared.
    expect(approximate).toBeGreaterThanOrEqual(10);
    expect(exact).toBeGreaterThanOrEqual(30);
    expect(await indexStatus()).toMatchObject({ state: 'ready', version: await catalogueVersion() });
  });

  it('answers ticked filters, two values of one filter, a category and the name order as the statements do', { timeout: 300_000 }, async () => {
    let ticked = 0;
    for (const { query } of relevanceSet.slice(0, 60)) {
      const plain = await expectSameAnswer({ searchTerm: query });
      if (plain.filters.length === 0) continue;
      ticked++;
      await expectSameAnswer({ searchTerm: query, attributes: ticks(plain, 1) });
      await expectSameAnswer({ searchTerm: query, attributes: ticks(plain, 2), skip: 20 });
      await expectSameAnswer({ searchTerm: query, attributes: ticks(plain, 1, 2) });
      const category = plain.counts.classifications[0];
      if (category) await expectSameAnswer({ searchTerm: query, classificationId: category.classificationId });
      await expectSameAnswer({ searchTerm: query, sortProp: 'Name', sortDirection: 'DESC' });
    }
    expect(ticked).toBeGreaterThanOrEqual(30);
  });

  it('lists a broad term’s pages past its sample as the statements do', { timeout: 120_000 }, async () => {
    const first = await expectSameAnswer({ searchTerm: 'valve' });
    expect(first.counts.approximate).toBe(true);
    for (const skip of [100, 400, 1_000]) await expectSameAnswer({ searchTerm: 'valve', skip, take: 50 });
  });

  it('is built again when the catalogue changes, and answers the new words meanwhile from the statements', { timeout: 300_000 }, async () => {
    const [product] = await rowsOf<{ id: number }>(database.db, sql`SELECT id FROM products ORDER BY id LIMIT 1`);
    await database.db.execute(sql`UPDATE products SET description = description || ' zanzibarite' WHERE id = ${product!.id}`);
    const version = await catalogueVersion();
    // The first search after the write sees the new version: the index is older, so the statements answer it.
    const meanwhile = await expectSameAnswer({ searchTerm: 'zanzibarite' });
    expect(meanwhile.collection.map((card) => card.productId)).toEqual([product!.id]);
    await eventually(async () => expect(await indexStatus()).toMatchObject({ state: 'ready', version }), 240_000);
    expect((await expectSameAnswer({ searchTerm: 'zanzibarite' })).count).toBe(1);
  });
});
