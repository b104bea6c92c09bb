import type { Executor } from '../../db/client';
import { preparedRows, type PreparedStatement } from '../../db/prepared';

export interface ProductCardRow {
  id: number;
  mpn: string;
  description: string;
  imageUrl: string;
  pricePence: number;
  buyingGroupCostPence: number | null;
  manufacturerId: number | null;
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

/**
 * Everything a product card shows for a page of ids ($1), for the viewer $2 (user) in $3 (organisation), with that
 * organisation's buying-group status; the fitted appliance prefers those in $4 (the appliances a search matched by
 * name) and those with the GC number $5 (the one typed). A prepared statement: planning it costs twice what running
 * it does (which is also why it is not folded into the search's counting query).
 */
const productCardsStatement: PreparedStatement = {
  name: 'product-cards',
  // The viewer's open basket lines are read once (a handful of rows), not once per card: half the statement's cost.
  text: `WITH open_lines AS MATERIALIZED (
      SELECT bl.product_id, bl.manufacturer_code, bl.qty FROM basket_lines bl JOIN baskets b ON b.id = bl.basket_id
      WHERE b.user_id = $2 AND b.organisation_id = $3 AND b.status = 'open' AND bl.basket_line_type_id = 1)
    SELECT p.id, p.mpn, p.description, p.image_url AS "imageUrl", p.price_pence AS "pricePence",
      p.buying_group_cost_pence AS "buyingGroupCostPence", p.manufacturer_id AS "manufacturerId", m.name AS "manufacturerName",
      p.is_cash_back AS "isCashBack", p.is_special_offer AS "isSpecialOffer", p.created_at AS "createdAt",
      EXISTS (SELECT 1 FROM branch_stock bs WHERE bs.product_id = p.id AND bs.qty > 0) AS "isInStock",
      EXISTS (SELECT 1 FROM liked_products lp WHERE lp.product_id = p.id AND lp.user_id = $2 AND lp.organisation_id = $3) AS "liked",
      coalesce((SELECT sum(ol.qty) FROM open_lines ol WHERE ol.product_id = p.id OR ol.manufacturer_code = p.mpn), 0)::int AS "qty",
      fit.appliance_id AS "applianceId", fit.name AS "applianceName", fit.gc_number AS "applianceGc", fit.placement_ref AS "placementRef",
      coalesce(o.buying_group_status_id, 0) AS "buyingGroupStatusId"
    FROM products p
    LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
    LEFT JOIN organisations o ON o.id = $3
    LEFT JOIN LATERAL (
      SELECT ap.appliance_id, a.name, a.gc_number, ap.placement_ref FROM appliance_parts ap JOIN appliances a ON a.id = ap.appliance_id
      WHERE ap.product_id = p.id ORDER BY (ap.appliance_id = ANY($4::int[]) OR coalesce(a.gc_number = $5::text, false)) DESC, ap.appliance_id LIMIT 1
    ) fit ON true
    WHERE p.id = ANY($1::int[])`,
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
