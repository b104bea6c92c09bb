import { sql, type SQL } from 'drizzle-orm';
import type { PartPage } from './part-page';

/**
 * The spares finder's keyword search (spec 3 §5 "Search by Part Code or Keyword"), spare parts only, of one maker or
 * all, in description order, over the narrow spare_part_search table (migration 0020). It is counted first; then the
 * page is either sorted (every match read through the text index, a top-N sort of description_order) or, for a broad
 * term of plain words, walked: the words' parts lists (spare_part_words, migration 0023, each in description order)
 * merged until the page is full. At full scale 'seal kit' matches 24,000 parts: sorting read them all (~11 ms); the
 * walk reads the first ~11,000 entries of the list of 'seal' and 52 of 'kit', index only (~1.5 ms).
 */

/** A keyword term: the words as typed and the same normalised as a part number ('' when it cannot be one). */
export interface KeywordTerm {
  text: string;
  partNumber: string;
}

/** The keyword's total and its words (lexemes) by how many parts of all makers hold each, fewest first. */
export interface KeywordStats {
  total: number;
  /** Empty when the term has no word (punctuation, stop words) or is not a plain AND of words (isPlainWords). */
  words: string[];
  /** The parts of all makers holding each of `words` (the length of its list), in the same order (spare_word_counts). */
  wordParts: number[];
}

const byWordsOf = (term: KeywordTerm) => sql`s.search_document @@ websearch_to_tsquery('english', ${term.text})`;
const byCodeOf = (term: KeywordTerm) => (term.partNumber === '' ? null : sql`s.mpn_normalised LIKE ${`${term.partNumber}%`}`);
const ofMakerOf = (manufacturerId: number | undefined) => (manufacturerId === undefined ? sql`` : sql`AND s.manufacturer_id = ${manufacturerId}`);
const orderOf = (alias: string, page: PartPage) => {
  const direction = page.descending ? 'DESC' : 'ASC';
  return sql.raw(`${alias}.description_order ${direction}, ${alias}.product_id ${direction}`);
};

/** Whether websearch_to_tsquery reads the text as an AND of its words: no quoted phrase, no 'or', no '-word'. */
export function isPlainWords(text: string): boolean {
  return !text.includes('"') && !text.split(/\s+/).some((word) => word.startsWith('-') || word.toLowerCase() === 'or');
}

/**
 * The total and, for plain words, the words by how many parts (of the maker, when one is chosen) hold each: to_tsvector
 * reads the words as websearch_to_tsquery does, and a word no part holds counts 0. The total, plus the few code
 * matches the words do not find, is:
 * - for one word, its kept count;
 * - for words that no part holds only in its part number (every part holding each word holds it in its description),
 *   the parts of the matching distinct descriptions (spare_descriptions: ~160,000 rows, not the tens of thousands of
 *   matching parts); a phrase ('<->', from a hyphenated word) needs word positions, so it is not counted this way;
 * - otherwise counted through the parts' text index (the matches need no column: no heap read on an all-visible page).
 */
export function keywordStatsSql(term: KeywordTerm, manufacturerId: number | undefined): SQL {
  const byWords = byWordsOf(term);
  const byCode = byCodeOf(term);
  const ofMaker = ofMakerOf(manufacturerId);
  const codeOnly = byCode ? sql` + (SELECT count(*) FROM spare_part_search s WHERE ${byCode} AND NOT ${byWords} ${ofMaker})` : sql``;
  const descriptionsOfMaker = manufacturerId === undefined ? sql`` : sql`AND d.manufacturer_id = ${manufacturerId}`;
  const query = sql`websearch_to_tsquery('english', ${term.text})`;
  // Each word's parts of all makers (the length of its list, which a walk reads) and of the chosen maker (its count);
  // with no maker chosen the two are the same.
  const ofChosen = manufacturerId === undefined ? sql`true` : sql`c.manufacturer_id = ${manufacturerId}`;
  const words = isPlainWords(term.text)
    ? sql`SELECT array_agg(w.lexeme ORDER BY w.listed, w.lexeme) AS words, array_agg(w.listed ORDER BY w.listed, w.lexeme) AS listed,
          min(w.parts) FILTER (WHERE w.single) AS parts, bool_and(w.parts = w.described) AS described
        FROM (SELECT l.lexeme, k.listed, k.parts, k.described, count(*) OVER () = 1 AS single
          FROM unnest(tsvector_to_array(to_tsvector('english', ${term.text}))) AS l(lexeme)
          CROSS JOIN LATERAL (SELECT coalesce(sum(c.parts), 0)::int AS listed, coalesce(sum(c.parts) FILTER (WHERE ${ofChosen}), 0)::int AS parts,
              coalesce(sum(c.description_parts) FILTER (WHERE ${ofChosen}), 0)::int AS described
            FROM spare_word_counts c WHERE c.lexeme = l.lexeme) k) w`
    : sql`SELECT NULL::text[] AS words, NULL::int[] AS listed, NULL::int AS parts, false AS described`;
  return sql`SELECT ((CASE
        WHEN cardinality(w.words) = 1 THEN w.parts
        WHEN w.described AND ${query}::text !~ '<[0-9-]+>' THEN (SELECT coalesce(sum(d.parts), 0) FROM spare_descriptions d WHERE d.document @@ ${query} ${descriptionsOfMaker})
        ELSE (SELECT count(*) FROM spare_part_search s WHERE ${byWords} ${ofMaker})
      END)${codeOnly})::int AS total,
      coalesce(w.words, '{}') AS words, coalesce(w.listed, '{}') AS "wordParts"
    FROM (SELECT 1) one LEFT JOIN LATERAL (${words}) w ON true`;
}

/** The most list entries a walk is expected to read (~0.1 µs each, index only); beyond, sorting the matches is cheaper. */
const walkEntriesMost = 20_000;

/**
 * Walk or sort? Sorting decodes every list of the term's words in the text index and reads every match (`total`).
 * The walk reads the rarest word's list (of all makers: a maker is picked out in the index) up to the page: about
 * (skip + take) × its length ÷ total entries if the matches were spread evenly through it, and one row per match. A
 * description sorts a part type together, so matches cluster and the walk may read more, but never more than the
 * lists, which sorting decodes anyway. Walk while the page fills within the expected bound.
 */
export function walksWordParts(stats: Pick<KeywordStats, 'total' | 'wordParts'>, page: { skip: number; take: number }): boolean {
  const rarest = stats.wordParts[0] ?? 0;
  const upTo = page.skip + page.take;
  if (rarest === 0 || stats.total < upTo) return false;
  return (upTo * rarest) / stats.total <= walkEntriesMost;
}

/** The page's hits by sorting every match on description_order (a number). */
export function sortedKeywordHits(term: KeywordTerm, manufacturerId: number | undefined, page: PartPage, total: number): SQL {
  const byWords = byWordsOf(term);
  const byCode = byCodeOf(term);
  const where = byCode ? sql`(${byCode} OR ${byWords}) ${ofMakerOf(manufacturerId)}` : sql`${byWords} ${ofMakerOf(manufacturerId)}`;
  return sql`SELECT m.product_id, NULL::int AS appliance_id, NULL::varchar AS placement_ref, ${total}::int AS total,
      row_number() OVER (ORDER BY ${orderOf('m', page)}) AS ord
    FROM (SELECT s.product_id, s.description_order FROM spare_part_search s WHERE ${where} ORDER BY ${orderOf('s', page)} LIMIT ${page.take} OFFSET ${page.skip}) m`;
}

/**
 * The page's hits, in order, walked by spare_keyword_walk (migration 0023): the rarest one to three words' lists merged
 * in page order, with the plan pinned by the function's own settings. It is the hits of the cards' statement, so a
 * walked page is read in the same round trip as its cards.
 */
export function walkedKeywordHits(term: KeywordTerm, manufacturerId: number | undefined, page: PartPage, stats: KeywordStats): SQL {
  return sql`SELECT w.product_id, NULL::int AS appliance_id, NULL::varchar AS placement_ref, ${stats.total}::int AS total, w.ord
    FROM spare_keyword_walk(${sql.param(stats.words)}::text[], websearch_to_tsquery('english', ${term.text}), ${manufacturerId ?? null}::int,
      ${term.partNumber === '' ? null : term.partNumber}::text, ${page.skip}::int, ${page.take}::int, ${page.descending}) WITH ORDINALITY AS w(product_id, ord)`;
}
