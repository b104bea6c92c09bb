import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import { rowsOf } from '../../db/rows';
import { useSignedInApp } from '../../test/signed-in-app';
import { passes, relevanceSet, scoreRelevance } from '../../test/search-relevance-set';

// The demo world (20,000 products), where every kind of query in the set has something to find. Seeding it takes
// about 35 s on PostgreSQL and a few minutes on PGlite on a busy 2-core machine, hence the longer hook timeout.
vi.setConfig({ hookTimeout: 600_000 });
const t = useSignedInApp({ as: ['admin'], scale: 'demo' });
const { admin: acme } = t.sessions;

const search = async (searchTerm: string): Promise<SearchIndexResponse> => {
  const response = await t.post(acme, '/ProductSearch/SearchIndex', { searchTerm });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/**
 * The relevance set (test/search-relevance-set.ts), scored as top-10 containment on the demo world. The threshold:
 * every query in the set has meant products in the demo world, so a trader should see them for nearly all; 95 of 100
 * leaves room for a few tail cases (a share of pattern or general products ranked among the meant ones) without
 * letting a whole kind of query (sizes, category names, misspellings) fail unnoticed, which the cases below pin.
 */
describe('search relevance set', () => {
  it('at least 95 of the 100 queries find what a trader expects in the first ten', { timeout: 120_000 }, async () => {
    expect(relevanceSet).toHaveLength(100);
    const score = await scoreRelevance(relevanceSet, search);
    expect(score.failed).toEqual(score.failed.slice(0, 5));
    expect(score.passed).toBeGreaterThanOrEqual(95);
  });

  it.each(['125mm', '800mm', 'towel radiato', 'combi boiler with flue kit', 'Thermostatic Radiator Valves', 'divertor valve'])(
    '%s (issue #13) finds what it means',
    async (query) => {
      const testCase = relevanceSet.find((c) => c.query === query)!;
      expect(passes(testCase, (await search(query)).collection)).toBe(true);
    },
  );

  it('a whole word typed last is that word, not every longer word it begins (issue #13)', async () => {
    // Plain words of the vocabulary that longer vocabulary words begin with ('cap': capacitor, capillary), read
    // only as text (no maker, category or size holds them), with their products as a word and as a prefix.
    const words = await rowsOf<{ word: string; whole: number; prefixed: number }>(
      t.db,
      sql`SELECT w.word,
          (SELECT count(*) FROM product_search p WHERE p.search_document @@ to_tsquery('english', quote_literal(w.word)))::int AS whole,
          (SELECT count(*) FROM product_search p WHERE p.search_document @@ to_tsquery('english', w.word || ':*'))::int AS prefixed
        FROM search_words w
        WHERE w.word ~ '^[a-z]{4,}$' AND EXISTS (SELECT 1 FROM search_words l WHERE l.word LIKE w.word || '_%')
          AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word LIKE '%/' || w.word || '%')
          AND NOT EXISTS (SELECT 1 FROM manufacturers m WHERE lower(m.name) LIKE '%' || w.word || '%')
          AND NOT EXISTS (SELECT 1 FROM classifications c WHERE lower(c.name) LIKE '%' || w.word || '%')
        ORDER BY w.documents DESC, w.word LIMIT 40`,
    );
    const widened = words.filter((w) => w.whole > 0 && w.prefixed > w.whole).slice(0, 3);
    expect(widened.length).toBeGreaterThan(0);
    for (const { word, whole } of widened) expect({ word, count: (await search(word)).count }).toEqual({ word, count: whole });
    // A word being typed is still completed: the autocomplete cases below, and 'towel radiato' above.
  });

  // Read as text: the autocomplete's field names are being changed elsewhere (spec 1 §3); the names it suggests are not.
  it.each([
    ['radiato', 'radiator'],
    ['sensi', 'sensing'],
    ['harn', 'harness'],
    ['immersi', 'immersion'],
  ])('autocomplete completes a stem: %s suggests %s', async (term, word) => {
    const response = await t.get(acme, `/ProductSearch/GetAutoComplete?searchTerm=${encodeURIComponent(term)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.toLowerCase()).toContain(word);
  });
});
