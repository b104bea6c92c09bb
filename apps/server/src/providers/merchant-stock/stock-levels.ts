import type { StockLevels } from './merchant-stock-provider';

/** Builds stock levels from rows, adding up repeats (a merchant may list a part twice). */
export function toStockLevels(rows: Iterable<{ branchId: number; productId: number; qty: number }>): StockLevels {
  const levels = new Map<number, Map<number, number>>();
  for (const { branchId, productId, qty } of rows) {
    const branch = levels.get(branchId) ?? new Map<number, number>();
    branch.set(productId, (branch.get(productId) ?? 0) + Math.max(0, qty));
    levels.set(branchId, branch);
  }
  return levels;
}
