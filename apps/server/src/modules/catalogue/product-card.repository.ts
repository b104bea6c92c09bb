import { sql, type SQL } from 'drizzle-orm';
import { openBasketSql, productLineSql } from '../../db/basket-predicates';
import type { Executor } from '../../db/client';
import { preparedRows, type PreparedStatement } from '../../db/prepared';
import { renderSql } from '../../db/render-sql';

export interface ProductCardRow {
  id: number;
  mpn: string;
  description: string;
  imageUrl: string;
  pricePence: number;
  buyingGroupCostPence: number | null;
  manufacturerId: number | null;
  /** The maker, or for a product without one its Brand attribute: the card shows the brand (issue #11 item 5). */
  manufacturerName: string | null;
  isCashBack: boolean;
  isSpecialOffer: boolean;
  createdAt: Date | string;
  isInStock: boolean;
  liked: boolean;
  qty: number;
  applianceId: number | null;
  applianceName: string | null;
  applianceGc: string | null;
  placementRef: string | null;
  /** The viewer's organisation's buying-group status (spec 1 §4), the same on every row. */
  buyingGroupStatusId: number;
}

export interface CardViewer {
  userId: number;
  organisationId: number;
}

export interface PreferredAppliances {
  /** Appliances the search matched by name. */
  applianceIds: readonly number[];
  /** The GC number typed. */
  gcNumber?: string;
}

/** What the card query is given, as SQL: bound parameters, or $n placeholders for the prepared statement. */
interface CardQueryInputs {
  /** int[] of product ids. */
  productIds: SQL;
  userId: SQL;
  organisationId: SQL;
  /** int[]: appliances the search matched by name (the fitted appliance prefers them). */
  applianceIds: SQL;
  /** text or null: the GC number typed (the fitted appliance prefers those carrying it). */
  gcNumber: SQL;
}

/**
 * Everything a product card shows for some product ids, for the viewer (user within organisation), with that
 * organisation's buying-group status. One text for the prepared statement below and for a lookup's counting
 * statement, which lists its page with the cards (search.repository.ts countedPage), so the two cannot drift apart.
 * The viewer's open basket lines are read once (a handful of rows), not once per card: half the query's cost.
 */
function productCardsQuery(v: CardQueryInputs): SQL {
  return sql`WITH open_lines AS MATERIALIZED (
      SELECT bl.product_id, bl.manufacturer_code, bl.qty FROM basket_lines bl JOIN baskets b ON b.id = bl.basket_id
      WHERE b.user_id = ${v.userId} AND b.organisation_id = ${v.organisationId} AND ${openBasketSql('b')} AND ${productLineSql('bl')})
    SELECT p.id, p.mpn, p.description, p.image_url AS "imageUrl", p.price_pence AS "pricePence",
      p.buying_group_cost_pence AS "buyingGroupCostPence", p.manufacturer_id AS "manufacturerId",
      coalesce(m.name, (SELECT pa.value FROM product_attributes pa WHERE pa.product_id = p.id AND pa.attribute_id = (SELECT min(at.id) FROM attributes at WHERE at.name = 'Brand'))) AS "manufacturerName",
      p.is_cash_back AS "isCashBack", p.is_special_offer AS "isSpecialOffer", p.created_at AS "createdAt",
      EXISTS (SELECT 1 FROM branch_stock bs WHERE bs.product_id = p.id AND bs.qty > 0) AS "isInStock",
      EXISTS (SELECT 1 FROM liked_products lp WHERE lp.product_id = p.id AND lp.user_id = ${v.userId} AND lp.organisation_id = ${v.organisationId}) AS "liked",
      coalesce((SELECT sum(ol.qty) FROM open_lines ol WHERE ol.product_id = p.id OR ol.manufacturer_code = p.mpn), 0)::int AS "qty",
      fit.appliance_id AS "applianceId", fit.name AS "applianceName", fit.gc_number AS "applianceGc", fit.placement_ref AS "placementRef",
      coalesce(o.buying_group_status_id, 0) AS "buyingGroupStatusId"
    FROM products p
    LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
    LEFT JOIN organisations o ON o.id = ${v.organisationId}
    LEFT JOIN LATERAL (
      SELECT ap.appliance_id, a.name, a.gc_number, ap.placement_ref FROM appliance_parts ap JOIN appliances a ON a.id = ap.appliance_id
      WHERE ap.product_id = p.id ORDER BY (ap.appliance_id = ANY(${v.applianceIds}::int[]) OR coalesce(a.gc_number = ${v.gcNumber}::text, false)) DESC, ap.appliance_id LIMIT 1
    ) fit ON true
    WHERE p.id = ANY(${v.productIds}::int[])`;
}

/** The card query with bound parameters, for the ids `productIds` (an int[] expression) inside another query. */
export function productCardsSql(viewer: CardViewer, productIds: SQL, preferred: PreferredAppliances): SQL {
  return productCardsQuery({
    productIds,
    userId: sql`${viewer.userId}`,
    organisationId: sql`${viewer.organisationId}`,
    // sql.param: one array value (a bare array in sql`` is spread into a list).
    applianceIds: sql`${sql.param(preferred.applianceIds)}`,
    gcNumber: sql`${preferred.gcNumber ?? null}`,
  });
}

/** $1 ids, $2 user, $3 organisation, $4 appliance ids, $5 GC number. A prepared statement: planning the query costs twice what running it does. */
const productCardsStatement: PreparedStatement = {
  name: 'product-cards',
  text: renderSql(
    productCardsQuery({ productIds: sql.raw('$1'), userId: sql.raw('$2'), organisationId: sql.raw('$3'), applianceIds: sql.raw('$4'), gcNumber: sql.raw('$5') }),
  ).sql,
};

/**
 * Everything a product card shows, for a page of ids. The liked flag and basket quantity are scoped to the viewer
 * (user within organisation); stock is 'in stock at any branch' (EXISTS on the branch_stock primary key).
 */
export function createProductCardRepository(db: Executor) {
  return {
    async findCards(viewer: CardViewer, productIds: readonly number[], preferred: PreferredAppliances): Promise<ProductCardRow[]> {
      if (productIds.length === 0) return [];
      return preparedRows<ProductCardRow>(db, productCardsStatement, [productIds, viewer.userId, viewer.organisationId, preferred.applianceIds, preferred.gcNumber ?? null]);
    },
  };
}
export type ProductCardRepository = ReturnType<typeof createProductCardRepository>;
