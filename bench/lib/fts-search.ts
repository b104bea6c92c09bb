import type pg from 'pg';
import type { NaiveSearch } from './naive-search';

/** What the contender's one statement answers: the page's ids in rank order, the total and the filter counts. */
export interface FtsAnswer {
  pageIds: number[];
  total: number;
  perClassification: { classificationId: number | null; count: number }[];
  perValue: { valueId: number; count: number }[];
}

/**
 * The plain full-text contender of issue #13: one `websearch_to_tsquery` statement over the existing GIN index
 * (products_search_document_idx on product_search), `ts_rank` over every match, the page, and the filter counts by
 * one GROUP BY over the matches' attribute value ids. No sample, no tiers, no part-number or appliance arms.
 */
export async function ftsSearch(pool: pg.Pool, search: NaiveSearch, take = 28): Promise<FtsAnswer> {
  const filter = search.attributes
    .map((_, i) => `AND EXISTS (SELECT 1 FROM product_attributes f WHERE f.product_id = p.id AND f.attribute_id = $${i * 2 + 3} AND f.value = $${i * 2 + 4})`)
    .join(' ');
  const params = [search.term, take, ...search.attributes.flatMap((a) => [a.attributeId, a.value])];
  const { rows } = await pool.query<{ k: string; id: number | null; n: string | null }>(
    `WITH q AS (SELECT websearch_to_tsquery('english', $1) AS q),
      m AS MATERIALIZED (SELECT p.id, p.classification_id, p.attribute_value_ids, ts_rank(p.search_document, q.q) AS r
        FROM product_search p, q WHERE p.search_document @@ q.q ${filter})
     SELECT 'page' AS k, id, NULL::bigint AS n FROM (SELECT id FROM m ORDER BY r DESC, id LIMIT $2) page
     UNION ALL SELECT 'total', NULL, count(*) FROM m
     UNION ALL SELECT 'class', classification_id, count(*) FROM m GROUP BY classification_id
     UNION ALL SELECT 'value', v, count(*) FROM (SELECT unnest(attribute_value_ids) AS v FROM m) u GROUP BY v`,
    params,
  );
  const answer: FtsAnswer = { pageIds: [], total: 0, perClassification: [], perValue: [] };
  for (const row of rows) {
    if (row.k === 'page') answer.pageIds.push(row.id!);
    else if (row.k === 'total') answer.total = Number(row.n);
    else if (row.k === 'class') answer.perClassification.push({ classificationId: row.id, count: Number(row.n) });
    else answer.perValue.push({ valueId: row.id!, count: Number(row.n) });
  }
  return answer;
}
