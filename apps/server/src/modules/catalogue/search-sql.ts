import { sql, type SQL } from 'drizzle-orm';
import { matchTier, searchSampleModulus } from '@sparesfinder/domain/catalogue/ranking';

/**
 * SQL fragments of the product search, shared by the search repository's queries. Every query reads the narrow
 * `product_search` table as `p` (migrations 0005 and 0006); `products d` is joined only for the description (typo
 * fallback, name order, autocomplete). Every value is a bound parameter; lists are expanded into IN (...), except where
 * one int[] value keeps the statement's shape fixed (appliance ids, a lookup's text ids).
 */
export interface SearchMatch {
  /** Normalised part number ('cal87161'): exact and prefix matches (btree), contains (trigram) from 4 characters. */
  partNumber?: string;
  /** A GC number ('4799901'): the parts of the appliances carrying it, looked up inside each query (gcPartsOf). */
  gcNumber?: string;
  /** Appliances whose name holds every word of the term (domain appliancesNamed): their parts match. */
  applianceIds: number[];
  /** to_tsquery text over the product document (domain textTsQuery), limited to manufacturerIds when given. */
  tsQuery?: string;
  /** The same words read as a term still being typed (autocomplete's names; domain textTsQuery `typing`). */
  typingTsQuery?: string;
  /** The words of tsQuery (the phrase rank, the typo correction). */
  textWords?: string[];
  /**
   * The products tsQuery matches, read from the in-memory index (decision 017; text-index/indexed-search-reads.ts):
   * the text arm then probes them by primary key instead of the text index. tsQuery still ranks them (rankKeys).
   */
  textIds?: readonly number[];
  manufacturerIds: number[];
  /** Typo fallback: every word must be word-similar to part of the description (only when nothing else matched). */
  fuzzyWords?: string[];
  /** A classification subtree; undefined = the whole catalogue. */
  classificationIds?: number[];
  /** False when a term was typed but nothing in it can match (e.g. only punctuation). */
  matchesAnything: boolean;
}

/** A ticked attribute group resolved to attribute_values ids (a value the catalogue does not have has none). */
export interface ValueGroup {
  attributeId: number;
  valueIds: number[];
}

export const inList = (values: readonly (number | string)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** The fixed sample, as a literal so the planner can use its partial indexes (migration 0006). */
export const inSample = sql.raw(`p.id % ${searchSampleModulus} = 0`);
const outsideSample = sql.raw(`(p.id % ${searchSampleModulus} <> 0)`);

/**
 * At most this many parts of the appliances a term names or its GC number carries match: the lowest ids (the
 * in-memory index keeps the same ones).
 */
export const lookupPartsLimit = 5000;

/**
 * The parts fitting these appliances, as an uncorrelated ARRAY(…) like gcPartsOf: an init plan, then one more bitmap
 * on the primary key (`p.id IN (SELECT …)` OR-ed with the other arms would turn the predicate into a sequential
 * scan at full scale). Bounded, lowest ids first.
 */
const appliancePartsOf = (applianceIds: readonly number[]) =>
  sql`ARRAY(SELECT DISTINCT ap.product_id FROM appliance_parts ap WHERE ap.appliance_id = ANY(${sql.param([...applianceIds])}::int[]) ORDER BY 1 LIMIT ${sql.raw(String(lookupPartsLimit))})`;

/**
 * The parts fitting the appliances with this GC number, as an uncorrelated ARRAY(…) the planner runs once (an init
 * plan) and then probes the primary key with: the lookup costs no round trip of its own. Bounded like the
 * appliance-name lookup, lowest ids first, so a GC number shared by many appliances stays cheap.
 */
const gcPartsOf = (gcNumber: string) =>
  sql`ARRAY(SELECT DISTINCT ap.product_id FROM appliance_parts ap JOIN appliances a ON a.id = ap.appliance_id WHERE a.gc_number = ${gcNumber} ORDER BY 1 LIMIT ${sql.raw(String(lookupPartsLimit))})`;
/**
 * How a statement is planned. `prepared`: a named statement's generic plan, where a function of a bound value (the
 * text query's to_tsquery) is worked out again for every row it tests; such a function is then written as a
 * sub-select, which runs once per execution (an init plan). Statements planned for their values keep the plain call,
 * so the planner still sees the value (issue #13: 'RCBO-2', a part number with a 17-way completed last word, spent
 * 17 of 55 ms parsing its text query once per row).
 */
export interface StatementPlan {
  prepared?: boolean;
}

/** A function call of bound values, once per execution in a prepared statement (StatementPlan). */
const oncePer = (call: SQL, plan: StatementPlan) => (plan.prepared ? sql`(SELECT ${call})` : call);

/**
 * The full-text query of a match: its text, built with the vocabulary by the term reader (domain textTsQuery) and
 * bound as one value; `typing` (autocomplete) reads the last word as a word still being typed.
 */
export function tsQueryOf(match: SearchMatch, options: { typing?: boolean } & StatementPlan = {}): SQL {
  return oncePer(sql`to_tsquery('english', ${(options.typing ? match.typingTsQuery : match.tsQuery) ?? ''})`, options);
}

/** Only the typo fallback matches on the description, which lives in products. */
const needsDescription = (match: SearchMatch) => Boolean(match.fuzzyWords?.length);

/** `product_search p`, joined to `products d` when the description is needed. */
export function searchFrom(match: SearchMatch, withDescription = false): SQL {
  return withDescription || needsDescription(match) ? sql`product_search p JOIN products d ON d.id = p.id` : sql`product_search p`;
}

/** The length of the part-number grams product_search keeps (migration 0008 `part_number_grams`). */
const partNumberGramLength = 5;

/**
 * A typed part number. From 4 characters it matches anywhere in the MPN, which includes the prefix matches (the
 * tiers still rank prefix above contains): from 5 through the 5-character grams index (short posting lists; the
 * substring test confirms), at 4 through the trigram index. Shorter ones match as a prefix only (btree).
 */
function partNumberArm(partNumber: string): SQL {
  if (partNumber.length >= partNumberGramLength) {
    // strpos, not LIKE, to confirm: the planner would otherwise AND in the trigram index it is meant to avoid.
    return sql`(p.mpn_grams @> part_number_grams(${partNumber}) AND strpos(p.mpn_normalised, ${partNumber}) > 0)`;
  }
  return sql`p.mpn_normalised LIKE ${partNumber.length === 4 ? `%${partNumber}%` : `${partNumber}%`}`;
}

/** Full text, or in the typo fallback every word similar to part of the description. */
function textPredicate(match: SearchMatch, plan: StatementPlan): SQL | undefined {
  // sql.param: one int[] value (a bare array in sql`` is spread into a list).
  if (match.textIds) return sql`p.id = ANY(${sql.param(match.textIds)}::int[])`;
  if (match.tsQuery) return sql`p.search_document @@ ${tsQueryOf(match, plan)}`;
  if (match.fuzzyWords?.length) return sql`(${sql.join(match.fuzzyWords.map((word) => sql`${word} <% d.description`), sql` AND `)})`;
  return undefined;
}

/**
 * Whether the match set can be huge and should be judged on the sample first: full text and category browsing.
 * Part numbers, GC numbers and appliance names name a handful of parts (the typo fallback only runs when nothing
 * matched), so those are counted exactly first.
 */
export function mayBeBroad(match: SearchMatch): boolean {
  return !match.partNumber && !match.gcNumber && match.applianceIds.length === 0 && !match.fuzzyWords?.length;
}

/** The OR of every way the term can match (each arm uses its own index; the planner ORs the bitmaps). */
export function matchPredicate(match: SearchMatch, plan: StatementPlan = {}): SQL {
  if (!match.matchesAnything) return sql`false`;
  const arms: SQL[] = [];
  if (match.partNumber) arms.push(partNumberArm(match.partNumber));
  if (match.gcNumber) arms.push(sql`p.id = ANY(${gcPartsOf(match.gcNumber)})`);
  if (match.applianceIds.length > 0) arms.push(sql`p.id = ANY(${appliancePartsOf(match.applianceIds)})`);
  const byMaker = match.manufacturerIds.length > 0 ? sql`p.manufacturer_id IN (${inList(match.manufacturerIds)})` : undefined;
  const text = textPredicate(match, plan);
  if (text) arms.push(byMaker ? sql`(${text} AND ${byMaker})` : text);
  else if (byMaker) arms.push(byMaker);
  const classification = match.classificationIds ? sql` AND p.classification_id IN (${inList(match.classificationIds.length > 0 ? match.classificationIds : [0])})` : sql``;
  const term = arms.length > 0 ? sql`(${sql.join(arms, sql` OR `)})` : sql`true`;
  return sql`${term}${classification}`;
}

/** Does the product carry one of the group's ticked values? (OR inside a group.) */
const satisfies = (group: ValueGroup) =>
  // One array parameter (sql.param: a bare array would be spread into a list), so a query's text depends on how many
  // groups are ticked, not on how many values: fewer shapes for the prepared sampledCountsQuery.
  group.valueIds.length === 0 ? sql`false` : sql`(p.attribute_value_ids && ${sql.param(group.valueIds)}::int[])`;

/** Products passing the term, the classification and every ticked group (AND across groups); optionally the sample only. */
export function finalPredicate(match: SearchMatch, groups: readonly ValueGroup[], sampleOnly = false, plan: StatementPlan = {}): SQL {
  const parts = [matchPredicate(match, plan), ...groups.map(satisfies), ...(sampleOnly ? [inSample] : [])];
  return sql.join(parts, sql` AND `);
}

export interface AggregateOptions extends StatementPlan {
  /** Count the fixed sample only. */
  sample: boolean;
  /** Stop reading after this many candidate rows (the caller then falls back to the sample). */
  limit?: number;
  /** Also list one page of the matches, ordered among the rows read (kind = 'page' rows, in order). */
  page?: PageSelect;
}

/** One key of a page's order: an expression over `p` (and `d` where the FROM joins products), ascending unless `descending`. */
export interface OrderKey {
  value: SQL;
  descending?: boolean;
}

/** An ORDER BY list of keys, most significant first. */
export const orderByKeys = (keys: readonly OrderKey[]) => sql.join(keys.map((key) => sql`${key.value} ${key.descending ? sql`DESC` : sql`ASC`}`), sql`, `);

/** One page of a counted search: its FROM (searchFrom) and order, read from the counted rows. */
export interface PageSelect {
  from: SQL;
  /** Most significant first, ending with the id so pages never overlap. */
  order: OrderKey[];
  /**
   * The keys read only product_search, so a counting statement works them out on the rows as it counts them
   * (aggregateQuery); false when they read the description (name order), which only the page's own rows join.
   */
  orderOnCandidates: boolean;
  skip: number;
  take: number;
  /** The product-card query for an int[] of ids (product-card.repository.ts), to list the page with its cards. */
  cardsOf?: (productIds: SQL) => SQL;
}

/**
 * Counts for one search in one pass over its matches, as one `kind = 'lists'` row (candidateLists: every candidate's
 * classification, the one ticked group it fails and its attribute value ids, which candidate-tally.ts counts). With
 * `page`, also the page's product ids (`kind = 'page'`, productId, count = position) and, with `page.cardsOf`, their
 * cards (`card`), so a search that is counted exactly costs one query.
 * Standard faceting (domain/catalogue/facets.ts is the reference): a product counts towards the total and every
 * value when it passes all ticked groups; a product failing exactly one group counts only towards that group's values
 * (what a second tick in that group would add). Products failing two or more groups are not read.
 */
export function aggregateQuery(match: SearchMatch, groups: readonly ValueGroup[], options: AggregateOptions): SQL {
  const page = options.page;
  if (!page) return sql`SELECT ${candidateLists(groups)} FROM (${candidatesQuery(match, groups, options)}) c`;
  const { candidates, pageIds } = page.orderOnCandidates ? pageOfKeyedCandidates(match, groups, options, page) : pageOfCandidates(match, groups, options, page);
  return sql`WITH m AS MATERIALIZED (${candidates}),
    page_ids AS (SELECT q.id, row_number() OVER () AS n FROM (
      ${pageIds}) q)${cardsCte(page)}
    SELECT ${candidateLists(groups)} FROM m c
    UNION ALL
    ${pageRows(page)}`;
}

/**
 * The counted rows `m` with the order's keys as columns, and the page sorted out of them: the keys are worked out on
 * the rows as they are read anyway. Reading every match again by primary key for its keys cost more than counting it
 * (issue #13: 'RAD-1', 44 of 68 ms for 10,001 probes; 'RCBO-2', 19 ms for 4,207).
 */
function pageOfKeyedCandidates(match: SearchMatch, groups: readonly ValueGroup[], options: AggregateOptions, page: PageSelect) {
  const columns = page.order.map((key, i) => ({ ...key, column: sql.identifier(`k${i}`) }));
  const keys = sql.join(columns.map((key) => sql`${key.value} AS ${key.column}`), sql`, `);
  const order = orderByKeys(columns.map((key) => ({ value: sql`m.${key.column}`, descending: key.descending })));
  return {
    candidates: candidatesQuery(match, groups, options, keys),
    pageIds: sql`SELECT m.id FROM m WHERE m.gap IS NULL ORDER BY ${order} LIMIT ${page.take} OFFSET ${page.skip}`,
  };
}

/**
 * The counted rows `m`, and the page read back from them by primary key with its FROM's columns: for an order whose
 * keys the counted rows do not hold (the name order's description). = ANY(ARRAY(…)): the counted rows become an init
 * plan, then primary-key lookups for the ordering columns.
 */
function pageOfCandidates(match: SearchMatch, groups: readonly ValueGroup[], options: AggregateOptions, page: PageSelect) {
  return {
    candidates: candidatesQuery(match, groups, options),
    pageIds: sql`SELECT p.id FROM ${page.from} WHERE p.id = ANY(ARRAY(SELECT m.id FROM m WHERE m.gap IS NULL))
      ORDER BY ${orderByKeys(page.order)} LIMIT ${page.take} OFFSET ${page.skip}`,
  };
}

/**
 * The rows aggregateQuery counts: candidate products (id, classification, attribute value ids as `avs`) with `gap`,
 * the one ticked group each fails (null when it passes all); products failing two or more groups are left out.
 */
function candidatesQuery(match: SearchMatch, groups: readonly ValueGroup[], options: Pick<AggregateOptions, 'sample' | 'limit' | 'prepared'>, orderKeys?: SQL): SQL {
  const misses = groups.map((group) => sql`(NOT ${satisfies(group)})`);
  const failsAtMostOne = misses.length === 0 ? sql`` : sql` AND (${sql.join(misses.map((miss) => sql`${miss}::int`), sql` + `)}) <= 1`;
  const gap = groups.length === 0 ? sql`NULL::int` : sql`(CASE ${sql.join(groups.map((group, i) => sql`WHEN ${misses[i]} THEN ${group.attributeId}::int`), sql` `)} END)`;
  const where = options.sample ? sql`${matchPredicate(match, options)} AND ${inSample}` : matchPredicate(match, options);
  const limit = options.limit === undefined ? sql`` : sql` LIMIT ${options.limit + 1}`;
  const keys = orderKeys ? sql`, ${orderKeys}` : sql``;
  return sql`SELECT p.id, p.classification_id, p.attribute_value_ids AS avs, ${gap} AS gap${keys} FROM ${searchFrom(match)} WHERE ${where}${failsAtMostOne}${limit}`;
}

/**
 * The columns every row of a counting statement has, in order (search.repository.ts AggregateRow): the arms of its
 * UNION ALL must agree column by column, so each arm is written through unionRow and names only what it fills.
 */
const unionColumns = {
  kind: sql`NULL::text`,
  classificationId: sql`NULL::int`,
  valueId: sql`NULL::int`,
  gap: sql`NULL::int`,
  count: sql`NULL::int`,
  productId: sql`NULL::int`,
  card: sql`NULL::json`,
  valueIds: sql`NULL::text`,
  valueCounts: sql`NULL::text`,
  classificationIds: sql`NULL::text`,
  gaps: sql`NULL::text`,
  valueLists: sql`NULL::text`,
} satisfies Record<string, SQL>;
type UnionColumn = keyof typeof unionColumns;

/** One arm's select list: `values` where given, a typed NULL elsewhere, every column named. */
const unionRow = (values: Partial<Record<UnionColumn, SQL>>) =>
  sql.join(
    Object.entries(unionColumns).map(([column, none]) => sql`${values[column as UnionColumn] ?? none} AS ${sql.identifier(column)}`),
    sql`, `,
  );

/** Every column of a CTE that already has them (unionRow's), passed on as it is. */
const unionColumnsOf = sql.join(Object.keys(unionColumns).map((column) => sql.identifier(column)), sql`, `);

/**
 * The candidates `c` (candidatesQuery's rows) as one `kind = 'lists'` row: `count` candidates and, position by
 * position, their classifications (-1 for none), the ticked group each fails (-1 for none; no list when nothing is
 * ticked) and their value ids as printed int[]s run together (candidate-tally.ts CandidateLists, which counts them).
 * The aggregates of one group see the rows in the same order. Printing the lists costs PostgreSQL a third to two
 * fifths less than grouping every unnested value did (issue #13: 'valve' on the sample 19-20 → 12-13 ms, 'limit
 * thermostat' 17.5 → 12 ms), and its time is what bounds throughput.
 */
const candidateLists = (groups: readonly ValueGroup[]) =>
  unionRow({
    kind: sql`'lists'`,
    count: sql`count(*)::int`,
    classificationIds: sql`string_agg(coalesce(c.classification_id, -1)::text, ',')`,
    gaps: groups.length > 0 ? sql`string_agg(coalesce(c.gap, -1)::text, ',')` : undefined,
    valueLists: sql`string_agg(c.avs::text, '')`,
  });

/**
 * The rows of the CTE `counted` (keptCountsQuery's) as the statement sends them: the classification
 * rows as they are (a few hundred at most), the filter values as two comma-separated lists of integers per gap,
 * `valueIds` and `valueCounts` (kind = 'values'; db/int-list.ts reads them). A spares search's thousands of 'Fits
 * appliance' values came back as one row each, and parsing those rows was a third of the search's Node time (issue
 * #13: 5.4 of 16 ms for 'limit thermostat'); then as int[], whose generic array parser made a string of every number.
 * The two lists pair up by position: the executor feeds each input row to every aggregate of its group in turn (an
 * ORDER BY inside each would sort the group once per aggregate).
 */
const sentCounts = sql`SELECT ${unionRow({
      kind: sql`"kind"`,
      classificationId: sql`"classificationId"`,
      valueId: sql`"valueId"`,
      gap: sql`"gap"`,
      count: sql`"count"`,
      productId: sql`"productId"`,
      card: sql`"card"`,
    })}
      FROM counted WHERE "valueId" = 0
    UNION ALL
    SELECT ${unionRow({ kind: sql`'values'`, gap: sql`c."gap"`, valueIds: sql`string_agg(c."valueId"::text, ',')`, valueCounts: sql`string_agg(c."count"::text, ',')` })}
      FROM counted c WHERE c."valueId" <> 0 GROUP BY c."gap"`;

/** The page's cards (`page.cardsOf`) as a CTE over the CTE `page_ids`, or nothing. */
const cardsCte = (page: PageSelect) => (page.cardsOf ? sql`,
    cards AS (${page.cardsOf(sql`ARRAY(SELECT page_ids.id FROM page_ids)`)})` : sql``);

/** The `kind = 'page'` rows: the CTE `page_ids` in order, with their cards when `page.cardsOf`. */
const pageRows = (page: PageSelect) =>
  sql`SELECT ${unionRow({ kind: sql`'page'`, count: sql`page_ids.n::int`, productId: sql`page_ids.id`, card: page.cardsOf ? sql`to_json(c)` : undefined })}
      FROM page_ids${page.cardsOf ? sql` LEFT JOIN cards c ON c.id = page_ids.id` : sql``}`;

/**
 * A text search's sample, counted (aggregateQuery's rows), and in the same statement its page from the sample (with
 * `page.cardsOf`, the cards too), read only when the sample reaches both thresholds (sample-page.ts samplePageThresholds:
 * too broad to count, and the page lies in the sample). A broad search then costs one statement instead of three;
 * otherwise the page is skipped (a one-time filter) and the caller counts exactly. The lists are materialised (one
 * row) so the gate reads their counts; materialising the candidates instead, to sort the page out of them, costs more
 * than scanning the sample twice (decision 007).
 * Only for isSampledText matches and an order whose best plan does not depend on the term: the text is a prepared
 * statement (search.repository.ts sampledPage).
 */
export function sampledCountsQuery(match: SearchMatch, groups: readonly ValueGroup[], page: PageSelect, least: { candidates: number; matches: number }): SQL {
  return sql`WITH counted AS MATERIALIZED (SELECT ${candidateLists(groups)}, count(*) FILTER (WHERE c.gap IS NULL) AS "passing"
      FROM (${candidatesQuery(match, groups, { sample: true, prepared: true })}) c),
    page_ids AS (SELECT q.id, row_number() OVER () AS n FROM (
      SELECT p.id FROM ${page.from} WHERE ${finalPredicate(match, groups, true, { prepared: true })}
        AND (SELECT t."count" FROM counted t) >= ${least.candidates} AND (SELECT t."passing" FROM counted t) >= ${least.matches}
      ORDER BY ${orderByKeys(page.order)} LIMIT ${page.take} OFFSET ${page.skip}) q)${cardsCte(page)}
    SELECT ${unionColumnsOf} FROM counted
    UNION ALL
    ${pageRows(page)}`;
}

/**
 * Full text over the whole catalogue, with or without ticked filters (no category, part number, GC number or
 * appliance): the commonest search, often too broad to count, in a few fixed query shapes (one per number of ticked
 * groups) whose plan does not depend on the words or values (the sample's text index, the filters on its rows), so
 * sampledCountsQuery can be a prepared statement.
 */
export function isSampledText(match: SearchMatch): boolean {
  return Boolean(match.tsQuery) && mayBeBroad(match) && !match.classificationIds;
}

/**
 * A part-number, GC-number or appliance-name lookup without filters or category: a handful of fixed query shapes
 * whose plan does not depend on the values, worth a prepared statement (db/prepared.ts preparedSqlRows), which then
 * also lists the page's cards. The named appliances are one int[] value (appliancePartsOf), so their number does not
 * make another shape (issue #13: an appliance name planned its statement on every call and read the cards in a
 * second one; the appliance-name kind's p50 7.1 → 5.0 ms at full scale).
 */
export function isLookup(match: SearchMatch, groups: readonly ValueGroup[]): boolean {
  return Boolean(match.partNumber || match.gcNumber || match.applianceIds.length > 0) && !match.classificationIds && groups.length === 0 && !match.fuzzyWords?.length;
}

/**
 * Browsing (no words, no ticked filter) the whole catalogue, a category, or a maker's products (a maker's name typed
 * alone, within a category or not): its counts are kept (keptCountsQuery), so none need counting.
 */
export function isPlainBrowse(match: SearchMatch, groups: readonly ValueGroup[]): boolean {
  return groups.length === 0 && match.matchesAnything && mayBeBroad(match) && !match.tsQuery;
}

/**
 * A plain browse's counts, in the rows of aggregateQuery: from classification_value_counts (migration 0006), or for
 * a maker's products from manufacturer_value_counts (migration 0025), summed over the makers named.
 */
export function keptCountsQuery(match: SearchMatch): SQL {
  const byMaker = match.manufacturerIds.length > 0;
  const table = byMaker ? sql`manufacturer_value_counts` : sql`classification_value_counts`;
  const makers = byMaker ? sql` AND c.manufacturer_id IN (${inList(match.manufacturerIds)})` : sql``;
  const classifications = match.classificationIds ? sql` AND c.classification_id IN (${inList(match.classificationIds.length > 0 ? match.classificationIds : [-1])})` : sql``;
  const scope = sql`c.count > 0${makers}${classifications}`;
  return sql`SELECT 'count' AS "kind", nullif(c.classification_id, 0) AS "classificationId", 0 AS "valueId", NULL::int AS "gap", sum(c.count)::int AS "count", NULL::int AS "productId", NULL::json AS "card"
      FROM ${table} c WHERE ${scope} AND c.attribute_value_id = 0
      GROUP BY c.classification_id
    UNION ALL
    SELECT 'count', NULL, c.attribute_value_id, NULL, sum(c.count)::int, NULL, NULL
      FROM ${table} c WHERE ${scope} AND c.attribute_value_id <> 0
      GROUP BY c.attribute_value_id`;
}

/**
 * A plain browse in one statement: its kept counts (keptCountsQuery) and its page (`kind = 'page'` rows, with the
 * cards when `page.cardsOf`), instead of the counts and the page side by side and then the card statement. Its plan
 * does not depend on the values (an index gives a category's page in order; a maker's products are few thousand to
 * sort), so it can be a prepared statement.
 */
export function keptPageQuery(match: SearchMatch, page: PageSelect): SQL {
  return sql`WITH page_ids AS (SELECT q.id, row_number() OVER () AS n FROM (
      SELECT p.id FROM ${page.from} WHERE ${matchPredicate(match)}
      ORDER BY ${orderByKeys(page.order)} LIMIT ${page.take} OFFSET ${page.skip}) q)${cardsCte(page)},
    counted AS (${keptCountsQuery(match)})
    ${sentCounts}
    UNION ALL
    ${pageRows(page)}`;
}

/** The relevance tier of a row (domain matchTier; undefined = every row is text tier): exact part number, GC number, part-number prefix, appliance, contains, text. */
export function tierExpression(match: SearchMatch): SQL | undefined {
  const whens: SQL[] = [];
  if (match.partNumber) whens.push(sql`WHEN p.mpn_normalised = ${match.partNumber} THEN ${matchTier.exactPartNumber}`);
  if (match.gcNumber) whens.push(sql`WHEN p.id = ANY(${gcPartsOf(match.gcNumber)}) THEN ${matchTier.gcNumber}`);
  if (match.partNumber) whens.push(sql`WHEN p.mpn_normalised LIKE ${`${match.partNumber}%`} THEN ${matchTier.partNumberPrefix}`);
  if (match.applianceIds.length > 0) whens.push(sql`WHEN p.id = ANY(${appliancePartsOf(match.applianceIds)}) THEN ${matchTier.appliance}`);
  if (match.partNumber) whens.push(sql`WHEN p.mpn_normalised LIKE ${`%${match.partNumber}%`} THEN ${matchTier.partNumberContains}`);
  return whens.length === 0 ? undefined : sql`(CASE ${sql.join(whens, sql` `)} ELSE ${matchTier.text} END)`;
}

/**
 * Text relevance inside the text tier, as ORDER BY keys: the words as a phrase first ('water pressure sensor' before
 * 'sensor for water pressure'), then the shorter documents (a part named by just those words before a kit that
 * mentions them). Not ts_rank: at 6 µs a row it was most of a mid-sized search (43 of 52 ms for the 7,263 matches of
 * 'water pressure sensor' at full scale, issue #13), so broad sets went unranked; on descriptions this short, that name
 * each word once, it ranked by little more than how near the words are. These keys cost about 1.3 µs a row with a
 * phrase and a tenth of that without, so a broad set's page is ranked too (among the sample's matches).
 */
export function rankKeys(match: SearchMatch, plan: StatementPlan = {}): OrderKey[] {
  if (match.tsQuery) {
    const words = match.textWords ?? [];
    const phraseQuery = oncePer(sql`phraseto_tsquery('english', ${words.join(' ')})`, plan);
    const phrase = words.length >= 2 ? [{ value: sql`(p.search_document @@ ${phraseQuery})`, descending: true }] : [];
    return [...phrase, { value: sql`length(p.search_document)` }];
  }
  if (match.fuzzyWords?.length) return [{ value: sql`(${sql.join(match.fuzzyWords.map((word) => sql`word_similarity(${word}, d.description)`), sql` + `)})`, descending: true }];
  return [];
}

/** Broad (sampled) sets list the sample's matches first, so their first pages come from the sample alone. */
export const sampleFirst: OrderKey = { value: outsideSample };
