import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { seedDemoWorld } from '../../../db/seed/seed-demo-world';
import { openTestDatabase } from '../../../test/test-database';
import { relevanceSet } from '../../../test/search-relevance-set';
import { createSearchRepository } from '../search.repository';
import { buildTextIndex, difference, gallopTo, intersection, unionOf, type TextIndex } from './text-index';

/**
 * The index answers exactly what PostgreSQL does (decision 017): every query below is run both ways on the mini
 * world's product_search documents, and the product ids must be the same.
 */
let database: DatabaseHandle;
let index: TextIndex;
let documentIds: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoWorld(database.db, { scale: 'mini' });
  const documents = await rowsOf<{ id: number; document: string }>(database.db, sql`SELECT id, search_document::text AS document FROM product_search ORDER BY id`);
  index = buildTextIndex(documents);
  documentIds = documents.map((document) => document.id);
}, 600_000);

afterAll(() => database?.close());

/** PostgreSQL's printed form of a tsquery built by `build` ('to_tsquery' or 'phraseto_tsquery') from `text`, as the search prints it. */
const printed = (build: 'to_tsquery' | 'phraseto_tsquery', text: string): Promise<string> =>
  createSearchRepository(database.db).printTsQuery(build === 'to_tsquery' ? 'query' : 'phrase', text);

async function postgresMatches(tsquery: string): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(database.db, sql`SELECT id FROM product_search WHERE search_document @@ ${tsquery}::tsquery ORDER BY id`);
  return rows.map((row) => row.id);
}

const wordsOf = (query: string) => query.toLowerCase().split(/[^a-z0-9/.]+/).filter((word) => word.length > 0);
const quoted = (word: string) => `'${word.replace(/'/g, "''")}'`;

describe('text index', () => {
  it('holds every product of the mini world', async () => {
    const [row] = await rowsOf<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM product_search`);
    expect(index.size.products).toBe(row!.count);
    expect(index.size.lexemes).toBeGreaterThan(100);
  });

  it('matches what PostgreSQL matches for the relevance set, as words, with the last word a prefix, and as phrases', { timeout: 120_000 }, async () => {
    let compared = 0;
    let nonEmpty = 0;
    for (const { query } of relevanceSet) {
      const words = wordsOf(query);
      if (words.length === 0) continue;
      const asWords = words.map(quoted).join(' & ');
      const lastAsPrefix = [...words.slice(0, -1).map(quoted), `${quoted(words.at(-1)!)}:*`].join(' & ');
      for (const tsquery of [await printed('to_tsquery', asWords), await printed('to_tsquery', lastAsPrefix), await printed('phraseto_tsquery', words.join(' '))]) {
        const expected = await postgresMatches(tsquery);
        expect([tsquery, [...index.matching(tsquery)]]).toEqual([tsquery, expected]);
        compared++;
        if (expected.length > 0) nonEmpty++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(250);
    expect(nonEmpty).toBeGreaterThanOrEqual(150);
  });

  it.each([
    "'valv' | 'pump'",
    "'valv' & !'divert'",
    "!'valv'",
    "'valv' & ( 'divert' | 'zone' )",
    "'valv' <2> 'boiler'",
    "'therm':* <-> 'valv':*",
    "'nosuchword'",
    "'nosuchword':* | 'seal'",
  ])('matches what PostgreSQL matches for %s', async (tsquery) => {
    expect([...index.matching(tsquery)]).toEqual(await postgresMatches(tsquery));
  });

  it('matches phrases among `within` alone, as PostgreSQL does, when `within` holds products lacking their words', { timeout: 120_000 }, async () => {
    // Every third product: most lack one word or more, so the positions alone must turn them away.
    const within = Int32Array.from(documentIds.filter((_, i) => i % 3 === 0));
    const kept = new Set(within);
    let found = 0;
    for (const { query } of relevanceSet) {
      const words = wordsOf(query);
      if (words.length < 2) continue;
      for (const tsquery of [await printed('phraseto_tsquery', words.join(' ')), await printed('phraseto_tsquery', `${words.join(' ')}:*`)]) {
        const expected = (await postgresMatches(tsquery)).filter((id) => kept.has(id));
        expect([tsquery, [...index.matching(tsquery, within)]]).toEqual([tsquery, expected]);
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThanOrEqual(20);
  });

  it('answers a query of stop words only with nothing, as PostgreSQL does', async () => {
    const tsquery = await printed('to_tsquery', "'the' & 'with'");
    expect(tsquery).toBe('');
    expect(index.matching(tsquery)).toHaveLength(0);
  });

  it('refuses documents out of id order', () => {
    expect(() => buildTextIndex([{ id: 2, document: "'a':1" }, { id: 1, document: "'b':1" }])).toThrow(/ascending id order/);
  });
});

describe('sorted id lists', () => {
  const list = (...ids: number[]) => Int32Array.from(ids);
  it('intersect, subtract and unite', () => {
    expect([...intersection(list(1, 3, 5, 7), list(3, 4, 5, 8))]).toEqual([3, 5]);
    expect([...difference(list(1, 3, 5, 7), list(3, 4, 5, 8))]).toEqual([1, 7]);
    expect([...unionOf([list(1, 5), list(3, 5, 9), list()])]).toEqual([1, 3, 5, 9]);
    expect([...unionOf([])]).toEqual([]);
  });

  it('unite many or long lists through a bitmap and intersect lists of like length in one walk, as sets do', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const randomList = (size: number, range: number) => Int32Array.from(new Set(Array.from({ length: size }, () => Math.floor(random() * range)))).sort();
    for (const [lists, range] of [[40, 200_000], [3, 5_000], [300, 1_000_000]] as const) {
      const all = Array.from({ length: lists }, () => randomList(2_000, range));
      const expected = [...new Set(all.flatMap((list) => [...list]))].sort((a, b) => a - b);
      expect([...unionOf(all)]).toEqual(expected);
      const pairs: [Int32Array, Int32Array][] = [[all[0]!, all[1]!], [all[0]!.subarray(0, 20), all[1]!]];
      for (const [a, b] of pairs) {
        const inB = new Set(b);
        expect([...intersection(a, b)]).toEqual([...a].filter((id) => inB.has(id)));
      }
    }
    expect([...unionOf([list(0, 31, 32, 4_095), list(4_095, 70_000)])]).toEqual([0, 31, 32, 4_095, 70_000]);
  });

  it('gallop to the first value at least the one sought, from any start, and to the end when none is', () => {
    const values = Int32Array.from([2, 4, 4, 9, 15, 16, 23, 42]);
    for (let start = 0; start <= values.length; start++) {
      for (let end = start; end <= values.length; end++) {
        for (const value of [0, 2, 3, 4, 5, 16, 17, 42, 43]) {
          let expected = start;
          while (expected < end && values[expected]! < value) expected++;
          expect(gallopTo(values, start, end, value), `${start} ${end} ${value}`).toBe(expected);
        }
      }
    }
  });

  it('intersect a short list with one many times longer by galloping through it, as sets do, to both ends', () => {
    let seed = 3;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const long = Int32Array.from(new Set(Array.from({ length: 10_000 }, () => 5 + Math.floor(random() * 40_000)))).sort();
    const inLong = new Set(long);
    for (const size of [1, 2, 7, 50, 250, 1_000]) {
      for (let round = 0; round < 20; round++) {
        // Some of the long list's own ids (found), some between them, and ids before its first and after its last.
        const picked = Array.from({ length: size }, () => (random() < 0.5 ? long[Math.floor(random() * long.length)]! : Math.floor(random() * 40_010)));
        const short = Int32Array.from(new Set([...picked, ...(round % 2 ? [0, long[0]!, long.at(-1)!, 50_000] : [])])).sort();
        expect([...intersection(short, long)]).toEqual([...short].filter((id) => inLong.has(id)));
        expect([...intersection(long, short)]).toEqual([...short].filter((id) => inLong.has(id)));
      }
    }
  });
});

describe('an AND evaluated among its rarest operand', () => {
  // 3,000 documents, each holding a random few of 12 words: 'r' (rare), 'm' (mid), and 'pa'…'pj' (prefix 'p', common).
  let seed = 11;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const shares: Record<string, number> = { r: 0.004, m: 0.2, pa: 0.6, pb: 0.5, pc: 0.4, pd: 0.3, pe: 0.3, pf: 0.2, pg: 0.1, ph: 0.05, pi: 0.02, pj: 0.01 };
  const held = new Map<number, Set<string>>();
  const documents = Array.from({ length: 3_000 }, (_, i) => {
    const id = i * 3 + 1;
    const words = Object.keys(shares).filter((word) => random() < shares[word]!);
    held.set(id, new Set(words));
    return { id, document: words.map((word, k) => `'${word}':${k + 1}`).join(' ') };
  });
  const index = buildTextIndex(documents);
  const holding = (test: (words: Set<string>) => boolean) => [...held].filter(([, words]) => test(words)).map(([id]) => id);
  const anyP = (words: Set<string>) => [...words].some((word) => word.startsWith('p'));

  it('answers as sets do, whether a union is read against the rarer products or searched for each of them', () => {
    expect([...index.matching("'r' & 'p':*")]).toEqual(holding((w) => w.has('r') && anyP(w)));
    expect([...index.matching("'m' & 'p':*")]).toEqual(holding((w) => w.has('m') && anyP(w)));
    expect([...index.matching("'m' & ( 'pi' | 'pj' | 'r' )")]).toEqual(holding((w) => w.has('m') && (w.has('pi') || w.has('pj') || w.has('r'))));
    expect([...index.matching("'pa' & 'm' & !'pb' & 'p':*")]).toEqual(holding((w) => w.has('pa') && w.has('m') && !w.has('pb')));
    expect([...index.matching("'p':* & !'m' & 'r'")]).toEqual(holding((w) => w.has('r') && !w.has('m') && anyP(w)));
    expect([...index.matching("'r' & 'nothing':*")]).toEqual([]);
  });

  it('answers a completed last word (an OR of words) among the few products of a rare word, as sets do', () => {
    // 'r' keeps a dozen products, searched for in the OR's long lists.
    const any = (words: Set<string>, wanted: string[]) => wanted.some((word) => words.has(word));
    expect([...index.matching("'r' & ( 'pa' | 'pb' | 'pc' )")]).toEqual(holding((w) => w.has('r') && any(w, ['pa', 'pb', 'pc'])));
    expect([...index.matching("'r' & ( 'pi' | 'pj' | 'pa' | 'pb' )")]).toEqual(holding((w) => w.has('r') && any(w, ['pi', 'pj', 'pa', 'pb'])));
    expect([...index.matching("'r' & ( 'pd' | 'p':* | 'nothing' )")]).toEqual(holding((w) => w.has('r') && anyP(w)));
    expect([...index.matching("'r' & ( 'nothing' | 'none' )")]).toEqual([]);
    expect(holding((w) => w.has('r') && any(w, ['pa', 'pb', 'pc'])).length).toBeGreaterThan(3);
  });

  it('answers among `within` alone, ids it does not hold included', () => {
    const within = Int32Array.from([...holding((w) => w.has('m')).slice(0, 300), 999_999]);
    const inWithin = new Set(within);
    expect([...index.matching("'pc' & 'p':*", within)]).toEqual(holding((w) => w.has('pc')).filter((id) => inWithin.has(id)));
    // An AND keeps its rarest operand among `within` first, then reads the others among that.
    for (const tsquery of ["'r' & 'p':*", "'pa' & 'm' & !'pb'", "'m' & ( 'pi' | 'pj' | 'r' )", "'pa' & 'r' & 'nothing':*"]) {
      expect([tsquery, ...index.matching(tsquery, within)]).toEqual([tsquery, ...[...index.matching(tsquery)].filter((id) => inWithin.has(id))]);
    }
  });

  it('answers among `within` of any length as among every product, for every kind of operand', () => {
    // A page's few candidates, a maker's many (longer than a phrase's rarest word), and none.
    const few = Int32Array.from(holding((w) => w.has('pb')).slice(0, 40));
    const many = Int32Array.from(holding((w) => w.has('pa') || w.has('m')));
    const tsqueries = ["'pa' <-> 'pb'", "'r' <-> 'pa'", "'pg' <-> 'p':*", "'pi' | 'r'", "!'pa'", "!'m' & !'pa'", "'pa' <-> 'pb' & 'm'", "'pc' & ( 'pa' <-> 'pb' )"];
    for (const within of [few, many, new Int32Array(0)]) {
      const inWithin = new Set(within);
      for (const tsquery of tsqueries) {
        expect([tsquery, within.length, ...index.matching(tsquery, within)]).toEqual([tsquery, within.length, ...[...index.matching(tsquery)].filter((id) => inWithin.has(id))]);
      }
    }
    expect(index.matching("'pa' <-> 'pb'").length).toBeGreaterThan(0);
    expect(index.matching("'r' <-> 'pa'", many).length).toBeLessThan(many.length);
  });
});
