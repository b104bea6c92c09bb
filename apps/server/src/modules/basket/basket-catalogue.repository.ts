import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Purchaser } from '@sparesfinder/domain/pricing/price-paid';
import { manufacturers, organisations, products } from '../../db/schema/index';

export interface CatalogueProduct {
  id: number;
  mpn: string;
  description: string;
  /** The catalogue (list) price; 0 = obsolete. What a line costs is pricePaidPence's answer, not this. */
  pricePence: number;
  buyingGroupCostPence: number | null;
  imageUrl: string;
  manufacturer: string | null;
}

/**
 * The catalogue facts a basket line is rebuilt from. Products are shared reference data (not organisation data),
 * so this read needs no organisation scope; it lives here because the basket must price lines in its own transaction.
 */
export function createBasketCatalogueRepository(db: Executor) {
  return {
    /** MPNs are stored upper-case; the caller's spelling is tried as given and upper-cased. */
    async findProductsByMpns(codes: readonly string[], tx: Executor = db): Promise<Map<string, CatalogueProduct>> {
      const wanted = [...new Set(codes.flatMap((code) => [code.trim(), code.trim().toUpperCase()]))];
      if (wanted.length === 0) return new Map();
      const rows = await tx
        .select({
          id: products.id,
          mpn: products.mpn,
          description: products.description,
          pricePence: products.pricePence,
          buyingGroupCostPence: products.buyingGroupCostPence,
          imageUrl: products.imageUrl,
          manufacturer: manufacturers.name,
        })
        .from(products)
        .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(inArray(products.mpn, wanted));
      return new Map(rows.map((row) => [row.mpn.toUpperCase(), row]));
    },

    /**
     * The organisation's buying-group status, read in the basket's transaction so a line is priced with the
     * membership as it is when the line is written (issue #11: one price for one part). Unknown → non-member.
     */
    async findPurchaser(organisationId: number, tx: Executor = db): Promise<Purchaser> {
      const [row] = await tx.select({ buyingGroupStatusId: organisations.buyingGroupStatusId }).from(organisations).where(eq(organisations.id, organisationId));
      return { buyingGroupStatusId: row?.buyingGroupStatusId ?? 0 };
    },
  };
}
export type BasketCatalogueRepository = ReturnType<typeof createBasketCatalogueRepository>;
