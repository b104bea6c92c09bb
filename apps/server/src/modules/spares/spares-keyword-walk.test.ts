import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PartsPage } from '@sparesfinder/contracts/spares';
import { normalisePartNumber } from '@sparesfinder/domain/catalogue/search-term';
import { rowsOf } from '../../db/rows';
import { useSignedInApp } from '../../test/signed-in-app';
import { isPlainWords, walksWordParts } from './part-keyword-sql';

/**
 * Keyword search by a broad word (issue #16, migration 0023): its page walks the rarest word's parts in description
 * order. The demo world has no word that broad, so this file adds 4,200 spares of its own and checks every page
 * against the products table read directly (description, then id), in both directions, with and without a maker.
 */
const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

const json = async (url: string): Promise<PartsPage> => {
  const response = await t.get(admin, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PartsPage;
};
const makers = async () => (await rowsOf<{ id: number }>(t.db, sql`SELECT id FROM manufacturers ORDER BY id LIMIT 2`)).map((row) => row.id);

/** The expected page straight from products: spares matching the words (or whose code starts with them), in order. */
async function expected(q: string, options: { manufacturerId?: number; descending?: boolean; skip: number; take: number }) {
  const maker = options.manufacturerId === undefined ? sql`` : sql`AND manufacturer_id = ${options.manufacturerId}`;
  const direction = sql.raw(options.descending ? 'DESC' : 'ASC');
  const rows = await rowsOf<{ mpn: string; total: number }>(
    t.db,
    sql`SELECT mpn, count(*) OVER ()::int AS total FROM products WHERE is_spare ${maker}
      AND (search_document @@ websearch_to_tsquery('english', ${q}) OR mpn_normalised LIKE ${`${normalisePartNumber(q)}%`})
      ORDER BY description ${direction}, id ${direction} LIMIT ${options.take} OFFSET ${options.skip}`,
  );
  return { mpns: rows.map((row) => row.mpn), total: rows[0]?.total ?? 0 };
}

describe('a broad word walks its parts in description order', () => {
  it('every page equals the products read directly: both directions, a later page, one maker, two words, a code-only match', async () => {
    const [first, second] = await makers();
    // 4,200 spares holding 'quillwort' in shuffled description order (ids do not follow descriptions), two thirds of
    // them 'gasket' too, half of each maker; one spare whose code starts with QUILLWORT but whose words do not say it
    // (it sorts first ascending, last descending); one that is not a spare.
    await t.db.execute(sql`INSERT INTO products (mpn, description, manufacturer_id, price_pence, image_url, is_spare)
      SELECT 'QW-' || n, 'Quillwort ' || (CASE WHEN n % 3 = 0 THEN 'seal ' ELSE 'gasket ' END) || lpad(((n * 7919) % 4200)::text, 4, '0'),
        CASE WHEN n % 2 = 0 THEN ${first!}::int ELSE ${second!}::int END, 100, '/x.svg', true
      FROM generate_series(1, 4200) AS n`);
    await t.db.execute(sql`INSERT INTO products (mpn, description, manufacturer_id, price_pence, image_url, is_spare)
      VALUES ('QUILLWORTX9', 'Odd bracket', ${first!}, 100, '/x.svg', true), ('QW-NOT', 'Quillwort seal 0000', ${first!}, 100, '/x.svg', false)`);

    const [counted] = await rowsOf<{ parts: number }>(t.db, sql`SELECT sum(parts)::int AS parts FROM spare_word_counts WHERE lexeme = 'quillwort'`);
    expect(counted!.parts).toBe(4200);

    const cases = [
      { q: 'quillwort', skip: 0, take: 52 },
      { q: 'quillwort', skip: 0, take: 52, descending: true },
      { q: 'quillwort', skip: 104, take: 52 },
      { q: 'Quillwort', skip: 0, take: 52, manufacturerId: first },
      { q: 'quillwort gasket', skip: 0, take: 52, descending: true }, // counted over the distinct descriptions
      { q: 'qw quillwort', skip: 0, take: 52 }, // 'qw' is in part numbers only: counted over the parts
    ];
    for (const c of cases) {
      const want = await expected(c.q, c);
      expect(want.mpns).toHaveLength(52);
      const url = `/SparesFinder/SearchByKeyword?q=${encodeURIComponent(c.q)}&skip=${c.skip}&take=${c.take}${c.descending ? '&sortDirection=desc' : ''}${c.manufacturerId ? `&manufacturerId=${c.manufacturerId}` : ''}`;
      const page = await json(url);
      expect({ mpns: page.collection.map((card) => card.mpn), total: page.count }, url).toEqual(want);
    }
    // The last page, descending: the code-only match is last.
    const descending = await expected('quillwort', { skip: 4149, take: 52, descending: true });
    expect(descending.mpns.at(-1)).toBe('QUILLWORTX9');
    expect((await json('/SparesFinder/SearchByKeyword?q=quillwort&skip=4149&take=52&sortDirection=desc')).collection.map((card) => card.mpn)).toEqual(descending.mpns);
  });

  it('the words and their counts follow product writes', async () => {
    await t.db.execute(sql`UPDATE products SET description = 'Quillwort flange 0001' WHERE mpn = 'QW-1'`);
    const words = async () =>
      rowsOf<{ lexeme: string; parts: number }>(t.db, sql`SELECT lexeme, sum(parts)::int AS parts FROM spare_word_counts WHERE lexeme IN ('quillwort', 'flang', 'seal', 'gasket') GROUP BY lexeme ORDER BY lexeme`);
    const before = new Map((await words()).map((row) => [row.lexeme, row.parts]));
    expect(before.get('flang')).toBeGreaterThanOrEqual(1);
    const [flange] = await rowsOf<{ parts: number; described: number }>(t.db, sql`SELECT sum(parts)::int AS parts, sum(description_parts)::int AS described FROM spare_word_counts WHERE lexeme = 'flang'`);
    expect(flange!.described).toBe(flange!.parts);
    const [qw] = await rowsOf<{ parts: number; described: number }>(t.db, sql`SELECT sum(parts)::int AS parts, sum(description_parts)::int AS described FROM spare_word_counts WHERE lexeme = 'qw'`);
    expect(qw).toEqual({ parts: 4200, described: 0 });
    const descriptions = async () => (await rowsOf<{ n: number }>(t.db, sql`SELECT coalesce(sum(parts), 0)::int AS n FROM spare_descriptions WHERE description LIKE 'Quillwort%'`))[0]!.n;
    expect(await descriptions()).toBe(4200);
    const [walkRow] = await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM spare_part_words w JOIN products p ON p.id = w.product_id WHERE p.mpn = 'QW-1' AND w.lexeme = 'flang'`);
    expect(walkRow!.n).toBe(1);
    await t.db.execute(sql`DELETE FROM products WHERE mpn LIKE 'QW-%' OR mpn = 'QUILLWORTX9'`);
    const after = new Map((await words()).map((row) => [row.lexeme, row.parts]));
    expect(after.get('quillwort')).toBe(0);
    expect(after.get('flang')).toBe(before.get('flang')! - 1);
    const [left] = await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM spare_part_words WHERE lexeme = 'quillwort'`);
    expect(left!.n).toBe(0);
    expect(await descriptions()).toBe(0);
    expect(await json('/SparesFinder/SearchByKeyword?q=quillwort')).toEqual({ collection: [], count: 0 });
  });
});

describe('walk or sort (pure)', () => {
  it('walks while the page is expected within 20,000 entries of the rarest word’s list', () => {
    const firstPage = { skip: 0, take: 52 };
    expect(walksWordParts({ total: 41_404, wordParts: [41_404] }, firstPage)).toBe(true);
    // One maker's 267 of 36,668 parts holding 'pcb': ~7,100 entries read, the maker picked out in the index.
    expect(walksWordParts({ total: 267, wordParts: [36_668] }, firstPage)).toBe(true);
    // 50 parts among 86,066 entries: the bitmap and a sort of 50 are cheaper.
    expect(walksWordParts({ total: 50, wordParts: [86_066] }, firstPage)).toBe(false);
    expect(walksWordParts({ total: 1_000, wordParts: [640_000] }, firstPage)).toBe(false); // ~33,000 entries
    expect(walksWordParts({ total: 41_404, wordParts: [41_404] }, { skip: 20_000, take: 52 })).toBe(false);
    expect(walksWordParts({ total: 30, wordParts: [30] }, firstPage)).toBe(false); // the page does not fill
    expect(walksWordParts({ total: 3_000, wordParts: [] }, firstPage)).toBe(false);
  });

  it('reads phrases, or and negation as not plain words', () => {
    expect(isPlainWords('ignition electrode')).toBe(true);
    expect(isPlainWords('CAL-87161')).toBe(true);
    expect(isPlainWords('"main pcb"')).toBe(false);
    expect(isPlainWords('pcb or valve')).toBe(false);
    expect(isPlainWords('pcb -display')).toBe(false);
  });
});
