import { asc, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedSqlRows } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { productCardsSql, type CardViewer, type PreferredAppliances, type ProductCardRow } from './product-card.repository';
import { appliances, manufacturers } from '../../db/schema/index';
import { parseIntList } from '../../db/int-list';
import { tallyCandidates, type CandidateLists } from './candidate-tally';
import type { AttributeValue, ValueCounts } from '@sparesfinder/domain/catalogue/facets';
import type { SearchOrder } from '@sparesfinder/domain/catalogue/ranking';
import type { VocabularyWord } from '@sparesfinder/domain/catalogue/vocabulary';
import { aggregateQuery, finalPredicate, isLookup, keptPageQuery, matchPredicate, orderByKeys, rankKeys, sampledCountsQuery, sampleFirst, searchFrom, tierExpression, tsQueryOf, type AggregateOptions, type OrderKey, type PageSelect, type StatementPlan, type SearchMatch, type ValueGroup } from './search-sql';

export interface PageRequest {
  order: SearchOrder;
  /** Too broad to count (TARGETS.md): the sample's matches first. */
  broad: boolean;
  /** Read the sample only: a broad set's page that lies inside the sample (domain pageLiesInSample). */
  sampleOnly: boolean;
  skip: number;
  take: number;
}

/**
 * A row of a counting statement. 'lists': the counted candidates (search-sql.ts candidateLists, counted by
 * candidate-tally.ts as they are); the others are kept counts and page rows.
 */
type AggregateRow = ({ kind: 'lists' } & CandidateLists) | KeptOrPageRow;

interface KeptOrPageRow {
  /**
   * 'count': a classification's kept products (value id 0) and 'values': a gap's kept filter values (search-sql.ts
   * sentCounts); 'page': a page row.
   */
  kind: 'count' | 'values' | 'page';
  classificationId: number | null;
  valueId: number | null;
  gap: number | null;
  count: number;
  productId: number | null;
  card?: ProductCardRow | null;
  /** Comma-separated (search-sql.ts sentCounts), read by db/int-list.ts. */
  valueIds?: string | null;
  valueCounts?: string | null;
}

/** The viewer a page's cards are for (product-card.repository.ts productCardsSql). */
export interface PageCards {
  viewer: CardViewer;
  preferred: PreferredAppliances;
}

export interface CountedPage {
  aggregate: SearchAggregate;
  ids: number[];
  /** The page's card rows in page order, when the query built them (a lookup asked with PageCards). */
  cards?: ProductCardRow[];
}

export interface SearchAggregate {
  perClassification: { classificationId: number | null; count: number }[];
  /** Products per attribute value id, a block per gap (domain facetRowsOf turns them into filter counts). */
  valueCounts: ValueCounts[];
  /** Products passing the term, the category and every ticked group (the total). */
  matches: number;
  /** Rows read: matches of the term and category failing at most one ticked group (the work done). */
  candidates: number;
  /** The candidate limit was reached: the counts are incomplete. */
  truncated: boolean;
}

/** How many near words a misspelt word is offered (search.repository correctWords). */
const correctionCandidates = 5;

/** The catalogue is shared by every organisation: these reads need no organisation scope (cards add it). */
export type SearchReads = ReturnType<typeof searchReadsOf>;
export interface SearchRepository extends SearchReads {
  withTypoTolerance<T>(work: (reads: SearchReads) => Promise<T>): Promise<T>;
}

export function createSearchRepository(db: Executor): SearchRepository {
  return {
    ...searchReadsOf(db),
    /**
     * Runs `work` with a lower word-similarity threshold (0.5, default 0.6) so one wrong letter in an 8-letter word
     * still matches ('divertor' ~ 'diverter' is 0.5). SET LOCAL keeps it to this transaction on a pooled connection.
     */
    withTypoTolerance<T>(work: (reads: SearchReads) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.5`);
        return work(searchReadsOf(tx));
      });
    },
  };
}

function searchReadsOf(db: Executor) {
  return {

    listManufacturers() {
      return db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.id));
    },

    /** Every appliance's id and name (40,000 at full scale; callers index them once per catalogue version). */
    listApplianceNames() {
      return db.select({ id: appliances.id, name: appliances.name }).from(appliances).orderBy(asc(appliances.id));
    },

    /** The catalogue's vocabulary (search_words, migration 0014; a few thousand words; callers cache it per catalogue version). */
    listVocabulary() {
      return rowsOf<VocabularyWord>(db, sql`SELECT word, documents FROM search_words`);
    },

    /** Every attribute value with its id and attribute name (a few hundred rows; callers cache it per catalogue version). */
    listAttributeValues() {
      return rowsOf<AttributeValue>(
        db,
        sql`SELECT av.id, av.attribute_id AS "attributeId", a.name AS "attributeName", av.value FROM attribute_values av JOIN attributes a ON a.id = av.attribute_id ORDER BY av.id`,
      );
    },

    /** Counts per classification and per filter value, in one pass (search-sql.ts aggregateQuery). */
    async aggregate(match: SearchMatch, groups: readonly ValueGroup[], options: AggregateOptions): Promise<SearchAggregate> {
      const rows = await rowsOf<AggregateRow>(db, aggregateQuery(match, groups, options));
      return aggregateOf(rows, options.limit);
    },

    /**
     * Exact counts and one page in one query (search-sql.ts aggregateQuery with a page): the page is ordered among
     * the counted rows. With `limit`, at most limit + 1 rows are read; `truncated` then says the counts (and the
     * page) are incomplete. A lookup is a prepared statement, planned once per connection (its planning cost about a
     * third of its run), so it also builds the page's cards for `cards`; other searches leave the cards to the card
     * statement (planning the card sub-selects on every call would cost more than the round trip).
     */
    async countedPage(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest, limit?: number, cards?: PageCards): Promise<CountedPage> {
      const lookup = isLookup(match, groups);
      const pageSelect = pageSelectOf(match, page, lookup ? cards : undefined, { prepared: lookup });
      const query = aggregateQuery(match, groups, { sample: false, limit, page: pageSelect, prepared: lookup });
      return countedPageOf(await (lookup ? preparedSqlRows<AggregateRow>(db, query) : rowsOf<AggregateRow>(db, query)), limit, Boolean(pageSelect.cardsOf));
    },

    /**
     * A text search's sample counts and, when the sample reaches `least` (sample-page.ts samplePageThresholds), its page from
     * the sample with the page's cards, in one prepared statement (search-sql.ts sampledCountsQuery; `page` reads
     * the sample). `ids` is empty when it did not.
     */
    async sampledPage(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest, least: { candidates: number; matches: number }, cards: PageCards): Promise<CountedPage> {
      const query = sampledCountsQuery(match, groups, pageSelectOf(match, page, cards, { prepared: true }), least);
      return countedPageOf(await preparedSqlRows<AggregateRow>(db, query), undefined, true);
    },

    /**
     * Each word's nearest vocabulary words (search_words, migration 0014) by trigram similarity (pg_trgm's default
     * threshold, 0.3), nearest first and the commonest among equals, up to correctionCandidates; none when none is
     * near. A word the catalogue has is its own first. The caller keeps the first that is a slip of the keys (domain
     * mayCorrectTo): the most similar by trigrams can be a different word ('thermocouple' → 'thermostat').
     */
    async correctWords(words: readonly string[]): Promise<string[][]> {
      const rows = await rowsOf<{ candidates: string | null }>(
        db,
        sql`SELECT (SELECT string_agg(c.word, ' ' ORDER BY c.rank) FROM (
              SELECT v.word, row_number() OVER (ORDER BY similarity(v.word, w.input) DESC, v.documents DESC, v.word) AS rank
              FROM search_words v WHERE v.word % w.input ORDER BY rank LIMIT ${correctionCandidates}) c) AS candidates
          FROM unnest(${sql.param([...words])}::text[]) WITH ORDINALITY AS w(input, n) ORDER BY w.n`,
      );
      return rows.map((row) => (row.candidates ? row.candidates.split(' ') : []));
    },

    /**
     * A plain browse's exact counts, kept per classification or per maker (nothing is counted), and its page with the
     * page's cards, in one prepared statement (search-sql.ts keptPageQuery).
     */
    async keptPage(match: SearchMatch, page: PageRequest, cards: PageCards): Promise<CountedPage> {
      const counted = countedPageOf(await preparedSqlRows<AggregateRow>(db, keptPageQuery(match, pageSelectOf(match, page, cards, { prepared: true }))), undefined, true);
      return { ...counted, aggregate: { ...counted.aggregate, candidates: counted.aggregate.matches } };
    },

    /** One page of product ids in the requested order; id breaks every tie so pages never overlap. */
    async pageIds(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest): Promise<number[]> {
      const where = finalPredicate(match, groups, page.sampleOnly);
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`SELECT p.id FROM ${searchFrom(match, page.order.kind === 'name')} WHERE ${where} ORDER BY ${orderByKeys(orderKeysOf(match, page))} LIMIT ${page.take} OFFSET ${page.skip}`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * PostgreSQL's printed tsquery of a search's text (to_tsquery) or of its words as a phrase (phraseto_tsquery), as
     * the in-memory index reads them (text-index/ts-query-printer.ts remembers them).
     */
    async printTsQuery(kind: 'query' | 'phrase', text: string): Promise<string> {
      const query = kind === 'query' ? sql`to_tsquery('english', ${text})` : sql`phraseto_tsquery('english', ${text})`;
      const [row] = await rowsOf<{ printed: string }>(db, sql`SELECT (${query})::text AS printed`);
      return row!.printed;
    },

    /** Autocomplete names for a plain text term (migration 0007): shortest first, each with its commonest classification. */
    suggestions(match: SearchMatch, limit: number) {
      return rowsOf<{ description: string; classificationId: number | null }>(
        db,
        sql`SELECT s.name AS description, nullif((array_agg(s.classification_id ORDER BY s.product_count DESC, s.classification_id))[1], 0) AS "classificationId"
          FROM search_suggestions s WHERE s.document @@ ${tsQueryOf(match, { typing: true })} AND s.product_count > 0
          GROUP BY s.name ORDER BY length(s.name), s.name LIMIT ${limit}`,
      );
    },

    /** Autocomplete candidates: an exact part number first, then text matches; bounded before sorting. */
    autocompleteCandidates(match: SearchMatch, limit: number) {
      return rowsOf<{ id: number; description: string; classificationId: number | null }>(
        db,
        sql`SELECT c.id, c.description, c.classification_id AS "classificationId" FROM (
          SELECT p.id, d.description, p.classification_id, ${tierExpression(match) ?? sql`0`} AS tier FROM ${searchFrom(match, true)} WHERE ${matchPredicate(match)} LIMIT 400
        ) c ORDER BY c.tier, length(c.description), c.id LIMIT ${limit}`,
      );
    },
  };
}

/**
 * The name the page shows: the description without a trailing stock code of 5+ digits (spec 2 §5, domain
 * displayDescription), so Product Name A-Z reads in order ('Diverter valve body 820204' is shown, and sorted, as
 * 'Diverter valve body', before 'Diverter valve body (pattern)').
 */
const shownName = sql`regexp_replace(d.description, '\s*[0-9]{5,}\s*$', '')`;

function orderKeysOf(match: SearchMatch, page: PageRequest, plan: StatementPlan = {}): OrderKey[] {
  // A broad set lists the sample's matches first (see sampleFirst), ranked among themselves, so its first pages read
  // the sample (then the key is constant and left out, which lets the planner keep an index's order).
  const broad = page.broad && !page.sampleOnly ? [sampleFirst] : [];
  const byId = (descending = false): OrderKey => ({ value: sql`p.id`, descending });
  switch (page.order.kind) {
    case 'name': {
      const descending = page.order.direction === 'DESC';
      return [{ value: shownName, descending }, byId(descending)];
    }
    case 'catalogue':
      // Category by category (the (classification_id, id) index gives a subtree's pages in this order, unsorted).
      return [...broad, { value: sql`p.classification_id` }, byId()];
    case 'relevance': {
      // Genuine before pattern parts and shorter part numbers first inside the part-number tiers.
      const tier = tierExpression(match);
      return [
        ...broad,
        ...(tier ? [{ value: tier }] : []),
        ...rankKeys(match, plan),
        { value: sql`p.is_genuine`, descending: true },
        { value: sql`length(p.mpn_normalised)` },
        byId(),
      ];
    }
  }
}

/** A page of `page`, ordered, with the cards for `cards` when given, for a statement planned as `plan` says. */
function pageSelectOf(match: SearchMatch, page: PageRequest, cards: PageCards | undefined, plan: StatementPlan): PageSelect {
  return {
    from: searchFrom(match, page.order.kind === 'name'),
    order: orderKeysOf(match, page, plan),
    orderOnCandidates: page.order.kind !== 'name',
    skip: page.skip,
    take: page.take,
    cardsOf: cards && ((productIds: SQL) => productCardsSql(cards.viewer, productIds, cards.preferred)),
  };
}

/** Counting rows with 'page' rows (in order, with their cards when `withCards`) as counts, ids and cards. */
function countedPageOf(rows: AggregateRow[], limit: number | undefined, withCards: boolean): CountedPage {
  const pageRows = rows.filter((row): row is KeptOrPageRow => row.kind === 'page').sort((a, b) => a.count - b.count);
  return {
    aggregate: aggregateOf(rows, limit),
    ids: pageRows.map((row) => Number(row.productId)),
    cards: withCards ? pageRows.flatMap((row) => (row.card ? [row.card] : [])) : undefined,
  };
}

/**
 * The counting rows: the counted candidates' lists (search-sql.ts candidateLists), or kept counts (sentCounts: a
 * classification's products per row, the filter values in lists per gap).
 */
function aggregateOf(rows: AggregateRow[], limit: number | undefined): SearchAggregate {
  const perClassification: SearchAggregate['perClassification'] = [];
  const valueCounts: ValueCounts[] = [];
  let read = 0;
  for (const row of rows) {
    if (row.kind === 'lists') {
      const tally = tallyCandidates(row);
      perClassification.push(...tally.perClassification);
      valueCounts.push(...tally.valueCounts);
      read += tally.candidates;
      continue;
    }
    if (row.kind === 'values') {
      const block = { gap: row.gap, valueIds: parseIntList(row.valueIds), counts: parseIntList(row.valueCounts) };
      if (block.valueIds.length !== block.counts.length) throw new Error('search counts: value ids and counts do not pair up');
      valueCounts.push(block);
      continue;
    }
    if (row.kind !== 'count') continue;
    read += row.count;
    if (row.gap === null) perClassification.push({ classificationId: row.classificationId, count: row.count });
  }
  return {
    perClassification,
    valueCounts,
    matches: perClassification.reduce((sum, row) => sum + row.count, 0),
    candidates: read,
    truncated: limit !== undefined && read > limit,
  };
}
