import type { BranchStockRepository } from './branch-stock.repository';
import type { MerchantStockProvider } from './merchant-stock-provider';
import { toStockLevels } from './stock-levels';

/** The built-in provider: every merchant's stock as the database holds it (works offline; the demo's default). */
export function createDatabaseMerchantStock(repository: BranchStockRepository): MerchantStockProvider {
  return {
    name: 'database',
    async stockAt(query, signal) {
      const rows = await repository.findStock(query.branchIds, query.products.map((product) => product.id));
      signal.throwIfAborted();
      return toStockLevels(rows);
    },
  };
}
