import { sql, type SQL } from 'drizzle-orm';
import { openBasketSql, productLineSql } from '../../db/basket-predicates';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Actor } from '../../lib/actor';
import type { PartPage } from './part-page';
import { keywordStatsSql, sortedKeywordHits, walkedKeywordHits, walksWordParts, type KeywordStats, type KeywordTerm } from './part-keyword-sql';

export interface PartRow {
  itemId: number;
  mpn: string;
  description: string;
  imageUrl: string;
  pricePence: number;
  buyingGroupCostPence: number | null;
  manufacturerId: number | null;
  manufacturerName: string | null;
  applianceId: number | null;
  applianceName: string | null;
  applianceGc: string | null;
  placementRef: string | null;
  partTypeId: number | null;
  partTypeName: string | null;
  liked: boolean;
  qty: number;
  /** All the hits of the search, not just this page (the same on every row). */
  total: number;
  /** The viewer's organisation's buying-group status (pricePaidPence), the same on every row. */
  buyingGroupStatusId: number;
}

const order = (page: PartPage) => sql.raw(page.descending ? 'p.description DESC, p.id DESC' : 'p.description ASC, p.id ASC');

/**
 * A page of hits (product_id, appliance_id or null, placement_ref, total, ord) → part card rows for the viewer:
 * basket quantity and liked flag scoped to the viewer's user within organisation. A hit without an appliance (a
 * keyword hit) names the first appliance the part fits. The page is cut before the cards are built, so the card
 * columns are read for at most one page.
 */
function partRowsSql(actor: Actor, hits: SQL): SQL {
  return sql`WITH hits AS (${hits}),
    open_lines AS MATERIALIZED (
      SELECT bl.product_id, bl.manufacturer_code, bl.qty FROM basket_lines bl JOIN baskets b ON b.id = bl.basket_id
      WHERE b.user_id = ${actor.userId} AND b.organisation_id = ${actor.organisationId} AND ${openBasketSql('b')} AND ${productLineSql('bl')})
    SELECT p.id AS "itemId", p.mpn, p.description, p.image_url AS "imageUrl", p.price_pence AS "pricePence",
      p.buying_group_cost_pence AS "buyingGroupCostPence", p.manufacturer_id AS "manufacturerId", m.name AS "manufacturerName",
      a.id AS "applianceId", a.name AS "applianceName", a.gc_number AS "applianceGc", coalesce(h.placement_ref, fit.placement_ref) AS "placementRef",
      p.part_type_id AS "partTypeId", pt.name AS "partTypeName",
      EXISTS (SELECT 1 FROM liked_products lp WHERE lp.product_id = p.id AND lp.user_id = ${actor.userId} AND lp.organisation_id = ${actor.organisationId}) AS liked,
      coalesce((SELECT sum(ol.qty) FROM open_lines ol WHERE ol.product_id = p.id OR ol.manufacturer_code = p.mpn), 0)::int AS qty,
      h.total::int AS total,
      coalesce((SELECT o.buying_group_status_id FROM organisations o WHERE o.id = ${actor.organisationId}), 0) AS "buyingGroupStatusId"
    FROM hits h
    JOIN products p ON p.id = h.product_id
    LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
    LEFT JOIN part_types pt ON pt.id = p.part_type_id
    LEFT JOIN LATERAL (
      SELECT ap.appliance_id, ap.placement_ref FROM appliance_parts ap
      WHERE h.appliance_id IS NULL AND ap.product_id = h.product_id ORDER BY ap.appliance_id LIMIT 1
    ) fit ON true
    LEFT JOIN appliances a ON a.id = coalesce(h.appliance_id, fit.appliance_id)
    ORDER BY h.ord`;
}

/** Parts fitting one appliance (appliance_parts' primary key), optionally of one part type, a page in Description order. */
function applianceHits(applianceId: number, partTypeId: number | undefined, page: PartPage): SQL {
  const ofType = partTypeId === undefined ? sql`` : sql`AND p.part_type_id = ${partTypeId}`;
  return sql`SELECT ap.product_id, ap.appliance_id, ap.placement_ref, count(*) OVER () AS total, row_number() OVER (ORDER BY ${order(page)}) AS ord
    FROM appliance_parts ap JOIN products p ON p.id = ap.product_id
    WHERE ap.appliance_id = ${applianceId} ${ofType}
    ORDER BY ord LIMIT ${page.take} OFFSET ${page.skip}`;
}

/** The parts of one diagram of an appliance, by placement number. */
function diagramHits(applianceId: number, diagramId: number): SQL {
  return sql`SELECT ap.product_id, ap.appliance_id, ap.placement_ref, count(*) OVER () AS total,
      row_number() OVER (ORDER BY (CASE WHEN ap.placement_ref ~ '^[0-9]{1,6}$' THEN ap.placement_ref::int END) NULLS LAST, ap.placement_ref, ap.product_id) AS ord
    FROM appliance_parts ap WHERE ap.appliance_id = ${applianceId} AND ap.diagram_id = ${diagramId}`;
}

/** Part cards of the spares finder (spec 3 §3), for the signed-in viewer. */
export function createPartSearchRepository(db: Executor) {
  return {
    findApplianceParts: (actor: Actor, applianceId: number, partTypeId: number | undefined, page: PartPage) =>
      rowsOf<PartRow>(db, partRowsSql(actor, applianceHits(applianceId, partTypeId, page))),

    /**
     * Keyword mode (part-keyword-sql.ts): counted, then the page walked or sorted in the cards' statement: two round
     * trips. Neither runs parallel workers (the pools' session setting, postgres-pool.ts): for a broad set PostgreSQL
     * planned a Gather Merge whose workers' start-up cost three times the work they shared (bench/results/spares.md).
     */
    findKeywordParts: async (actor: Actor, term: KeywordTerm, manufacturerId: number | undefined, page: PartPage): Promise<PartRow[]> => {
      const [stats] = await rowsOf<KeywordStats>(db, keywordStatsSql(term, manufacturerId));
      if (!stats || stats.total === 0) return [];
      const hits = walksWordParts(stats, page) ? walkedKeywordHits(term, manufacturerId, page, stats) : sortedKeywordHits(term, manufacturerId, page, stats.total);
      return rowsOf<PartRow>(db, partRowsSql(actor, hits));
    },

    findDiagramParts: (actor: Actor, applianceId: number, diagramId: number) =>
      rowsOf<PartRow>(db, partRowsSql(actor, diagramHits(applianceId, diagramId))),
  };
}
export type PartSearchRepository = ReturnType<typeof createPartSearchRepository>;
