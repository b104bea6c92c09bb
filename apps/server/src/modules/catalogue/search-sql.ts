import { sql, type SQL } from 'drizzle-orm';
import type { GroupedSelection } from '@sparesfinder/domain/catalogue/facets';
import { matchTier } from '@sparesfinder/domain/catalogue/ranking';

/**
 * SQL fragments of the product search, shared by the search repository's queries. Columns and indexes come from
 * migrations/0002_search_indexes.sql. Every value is a bound parameter; lists are expanded into IN (...).
 */
export interface SearchMatch {
  /** Normalised part number ('cal87161'): exact and prefix matches (btree), contains (trigram) from 4 characters. */
  partNumber?: string;
  /** Parts of the appliances whose GC number equals the term (ids resolved first, see partsOf). */
  gcPartIds: number[];
  /** Parts of the appliances whose name holds every word of the term. */
  appliancePartIds: number[];
  /** to_tsquery text over the product document, limited to manufacturerIds when given. */
  tsQuery?: string;
  manufacturerIds: number[];
  /** Typo fallback: every word must be word-similar to part of the description (only when nothing else matched). */
  fuzzyWords?: string[];
  /** A classification subtree; undefined = the whole catalogue. */
  classificationIds?: number[];
  /** False when a term was typed but nothing in it can match (e.g. only punctuation). */
  matchesAnything: boolean;
}

export const inList = (values: readonly (number | string)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/**
 * Part ids as a literal list, not a sub-select: OR-ed with the other arms, `p.id IN (SELECT …)` turns the whole
 * predicate into a sequential scan at full scale, while a list is one more bitmap on the primary key.
 */
const partsOf = (partIds: readonly number[]) => inList(partIds);
const tsQueryOf = (text: string) => sql`to_tsquery('english', ${text})`;

/** Full text, or in the typo fallback every word similar to part of the description. */
function textPredicate(match: SearchMatch): SQL | undefined {
  if (match.tsQuery) return sql`p.search_document @@ ${tsQueryOf(match.tsQuery)}`;
  if (match.fuzzyWords?.length) return sql`(${sql.join(match.fuzzyWords.map((word) => sql`${word} <% p.description`), sql` AND `)})`;
  return undefined;
}

/** The OR of every way the term can match (each arm uses its own index; the planner ORs the bitmaps). */
export function matchPredicate(match: SearchMatch): SQL {
  if (!match.matchesAnything) return sql`false`;
  const arms: SQL[] = [];
  if (match.partNumber) {
    arms.push(sql`p.mpn_normalised LIKE ${`${match.partNumber}%`}`);
    if (match.partNumber.length >= 4) arms.push(sql`p.mpn_normalised LIKE ${`%${match.partNumber}%`}`);
  }
  if (match.gcPartIds.length > 0) arms.push(sql`p.id IN (${partsOf(match.gcPartIds)})`);
  if (match.appliancePartIds.length > 0) arms.push(sql`p.id IN (${partsOf(match.appliancePartIds)})`);
  const byMaker = match.manufacturerIds.length > 0 ? sql`p.manufacturer_id IN (${inList(match.manufacturerIds)})` : undefined;
  const text = textPredicate(match);
  if (text) arms.push(byMaker ? sql`(${text} AND ${byMaker})` : text);
  else if (byMaker) arms.push(byMaker);
  const classification = match.classificationIds ? sql` AND p.classification_id IN (${inList(match.classificationIds.length > 0 ? match.classificationIds : [0])})` : sql``;
  const term = arms.length > 0 ? sql`(${sql.join(arms, sql` OR `)})` : sql`true`;
  return sql`${term}${classification}`;
}

/**
 * The table to search as `p`: the narrow product_search copy (migration 0005; id, classification, maker, genuine,
 * part number, document) unless the match needs what only products has an index or column for: part-number
 * patterns (btree / trigram indexes) or the typo fallback and name order (description).
 */
export function searchSource(match: SearchMatch, needsDescription = false): SQL {
  return match.partNumber || match.fuzzyWords?.length || needsDescription ? sql`products p` : sql`product_search p`;
}

const selectionPairs = (groups: readonly GroupedSelection[]) =>
  sql.join(groups.flatMap((g) => g.values.map((value) => sql`(${g.attributeId}::int, ${value}::text)`)), sql`, `);

/** Selected (attribute, value) pairs the product has: one row per satisfied group (attribute is part of the PK). */
const satisfiedGroups = (groups: readonly GroupedSelection[]) =>
  sql`(SELECT count(*) FROM product_attributes pa WHERE pa.product_id = p.id AND (pa.attribute_id, pa.value) IN (${selectionPairs(groups)}))`;

/** Products passing the term, the classification and every selected group (OR inside a group, AND across). */
export function finalPredicate(match: SearchMatch, groups: readonly GroupedSelection[]): SQL {
  const base = matchPredicate(match);
  return groups.length === 0 ? base : sql`${base} AND ${satisfiedGroups(groups)} = ${groups.length}`;
}

/**
 * Facet rows: for each product of the (optionally 1-in-k sampled) base set, every attribute value counts when the
 * product passes all selected groups except that attribute's own (standard faceting, domain/catalogue/facets.ts).
 */
export function facetQuery(match: SearchMatch, groups: readonly GroupedSelection[], sampleStep: number): SQL {
  const sample = sampleStep > 1 ? sql` AND p.id % ${sampleStep} = 0` : sql``;
  if (groups.length === 0) {
    return sql`SELECT pa.attribute_id AS "attributeId", a.name AS "attributeName", pa.value AS "value", count(*)::int AS "count"
      FROM ${searchSource(match)} JOIN product_attributes pa ON pa.product_id = p.id JOIN attributes a ON a.id = pa.attribute_id
      WHERE ${matchPredicate(match)}${sample} GROUP BY 1, 2, 3`;
  }
  const groupIds = sql`ARRAY[${inList(groups.map((g) => g.attributeId))}]::int[]`;
  // MATERIALIZED: inlined, the correlated sub-select ran once per (product, attribute row) pair, not per product
  // (1.3 s → 0.3 s for 'isolating valve' + a Size filter at full scale).
  return sql`WITH base AS MATERIALIZED (
      SELECT p.id, coalesce((SELECT array_agg(pa.attribute_id) FROM product_attributes pa
        WHERE pa.product_id = p.id AND (pa.attribute_id, pa.value) IN (${selectionPairs(groups)})), '{}'::int[]) AS satisfied
      FROM ${searchSource(match)} WHERE ${matchPredicate(match)}${sample})
    SELECT pa.attribute_id AS "attributeId", a.name AS "attributeName", pa.value AS "value", count(*)::int AS "count"
    FROM base b JOIN product_attributes pa ON pa.product_id = b.id JOIN attributes a ON a.id = pa.attribute_id
    WHERE array_remove(${groupIds}, pa.attribute_id) <@ b.satisfied
    GROUP BY 1, 2, 3`;
}

/** The relevance tier of a row (domain matchTier; undefined = every row is text tier): exact part number, GC number, part-number prefix, appliance, contains, text. */
export function tierExpression(match: SearchMatch): SQL | undefined {
  const whens: SQL[] = [];
  if (match.partNumber) whens.push(sql`WHEN p.mpn_normalised = ${match.partNumber} THEN ${matchTier.exactPartNumber}`);
  if (match.gcPartIds.length > 0) whens.push(sql`WHEN p.id IN (${partsOf(match.gcPartIds)}) THEN ${matchTier.gcNumber}`);
  if (match.partNumber) whens.push(sql`WHEN p.mpn_normalised LIKE ${`${match.partNumber}%`} THEN ${matchTier.partNumberPrefix}`);
  if (match.appliancePartIds.length > 0) whens.push(sql`WHEN p.id IN (${partsOf(match.appliancePartIds)}) THEN ${matchTier.appliance}`);
  if (match.partNumber) whens.push(sql`WHEN p.mpn_normalised LIKE ${`%${match.partNumber}%`} THEN ${matchTier.partNumberContains}`);
  return whens.length === 0 ? undefined : sql`(CASE ${sql.join(whens, sql` `)} ELSE ${matchTier.text} END)`;
}

/** Text relevance inside the text tier; undefined when not ranking (broad sets stay in catalogue order). */
export function rankExpression(match: SearchMatch, rank: boolean): SQL | undefined {
  if (!rank) return undefined;
  if (match.tsQuery) return sql`ts_rank(p.search_document, ${tsQueryOf(match.tsQuery)})`;
  if (match.fuzzyWords?.length) return sql`(${sql.join(match.fuzzyWords.map((word) => sql`word_similarity(${word}, p.description)`), sql` + `)})`;
  return undefined;
}
