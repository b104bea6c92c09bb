import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchStock } from '../../db/schema/index';

/** The built-in merchant stock: the branch_stock table (the same rows the demo world seeds). */
export function createBranchStockRepository(db: Database) {
  return {
    async findStock(branchIds: readonly number[], productIds: readonly number[]) {
      if (branchIds.length === 0 || productIds.length === 0) return [];
      return db
        .select({ branchId: branchStock.branchId, productId: branchStock.productId, qty: branchStock.qty })
        .from(branchStock)
        .where(and(inArray(branchStock.branchId, [...branchIds]), inArray(branchStock.productId, [...productIds])));
    },
  };
}
export type BranchStockRepository = ReturnType<typeof createBranchStockRepository>;
