import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manufacturers, products } from '../../db/schema/index';

export interface CatalogueProduct {
  id: number;
  mpn: string;
  description: string;
  pricePence: number;
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
          imageUrl: products.imageUrl,
          manufacturer: manufacturers.name,
        })
        .from(products)
        .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(inArray(products.mpn, wanted));
      return new Map(rows.map((row) => [row.mpn.toUpperCase(), row]));
    },
  };
}
export type BasketCatalogueRepository = ReturnType<typeof createBasketCatalogueRepository>;
