import { asc, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manufacturers } from '../../db/schema/index';
import type { FacetCountRow, GroupedSelection } from '@sparesfinder/domain/catalogue/facets';
import type { SearchOrder } from '@sparesfinder/domain/catalogue/ranking';
import { facetQuery, finalPredicate, searchSource, inList, rankExpression, tierExpression, type SearchMatch } from './search-sql';

/** drizzle's execute() answers { rows } on both node-postgres and PGlite. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface PageRequest {
  order: SearchOrder;
  /** ts_rank / similarity only for bounded match sets (TARGETS.md). */
  rank: boolean;
  skip: number;
  take: number;
}

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

    async findApplianceIdsByGcNumber(gcNumber: string): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(db, sql`SELECT id FROM appliances WHERE gc_number = ${gcNumber} ORDER BY id LIMIT 50`);
      return rows.map((row) => row.id);
    },

    /** Appliances whose name holds every word ('caldera combi 30i'); at most 20, so a vague term stays cheap. */
    async findApplianceIdsByName(words: readonly string[]): Promise<number[]> {
      if (words.length < 2) return [];
      const query = words.join(' & ');
      const rows = await rowsOf<{ id: number }>(db, sql`SELECT id FROM appliances WHERE search_document @@ to_tsquery('simple', ${query}) ORDER BY id LIMIT 20`);
      return rows.map((row) => row.id);
    },

    /** The parts fitting these appliances (bounded: a GC number or an appliance name names a handful). */
    async findPartIdsOfAppliances(applianceIds: readonly number[]): Promise<number[]> {
      if (applianceIds.length === 0) return [];
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`SELECT DISTINCT product_id AS id FROM appliance_parts WHERE appliance_id IN (${inList(applianceIds)}) ORDER BY 1 LIMIT 5000`,
      );
      return rows.map((row) => row.id);
    },

    /** Matching products per classification (the total is their sum). */
    countByClassification(match: SearchMatch, groups: readonly GroupedSelection[]) {
      return rowsOf<{ classificationId: number | null; count: number }>(
        db,
        sql`SELECT p.classification_id AS "classificationId", count(*)::int AS "count" FROM ${searchSource(match)} WHERE ${finalPredicate(match, groups)} GROUP BY 1`,
      );
    },

    facetCounts(match: SearchMatch, groups: readonly GroupedSelection[], sampleStep: number) {
      return rowsOf<FacetCountRow>(db, facetQuery(match, groups, sampleStep));
    },

    /** One page of product ids in the requested order; id breaks every tie so pages never overlap. */
    async pageIds(match: SearchMatch, groups: readonly GroupedSelection[], page: PageRequest): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`SELECT p.id FROM ${searchSource(match, page.order.kind === 'name')} WHERE ${finalPredicate(match, groups)} ORDER BY ${orderBy(match, page)} LIMIT ${page.take} OFFSET ${page.skip}`,
      );
      return rows.map((row) => row.id);
    },

    /** Autocomplete candidates: an exact part number first, then text matches; bounded before sorting. */
    autocompleteCandidates(match: SearchMatch, limit: number) {
      return rowsOf<{ id: number; description: string; classificationId: number | null }>(
        db,
        sql`SELECT c.id, c.description, c.classification_id AS "classificationId" FROM (
          SELECT p.id, p.description, p.classification_id, ${tierExpression(match) ?? sql`0`} AS tier FROM products p WHERE ${finalPredicate(match, [])} LIMIT 400
        ) c ORDER BY c.tier, length(c.description), c.id LIMIT ${limit}`,
      );
    },
  };
}

function orderBy(match: SearchMatch, page: PageRequest): SQL {
  switch (page.order.kind) {
    case 'name':
      return page.order.direction === 'DESC' ? sql`p.description DESC, p.id DESC` : sql`p.description ASC, p.id ASC`;
    case 'catalogue':
      return sql`p.id ASC`;
    case 'relevance': {
      // Genuine before pattern parts and shorter part numbers first inside the part-number tiers.
      const tier = tierExpression(match);
      const rank = rankExpression(match, page.rank);
      const keys = [tier && sql`${tier} ASC`, rank && sql`${rank} DESC`, sql`p.is_genuine DESC, length(p.mpn_normalised) ASC, p.id ASC`];
      return sql.join(keys.filter((key): key is SQL => key !== undefined), sql`, `);
    }
  }
}
