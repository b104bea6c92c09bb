import { z } from 'zod';
import type { MerchantStockProvider } from './merchant-stock-provider';
import { toStockLevels } from './stock-levels';

const stockBody = z.object({
  stock: z.array(z.object({ branchId: z.number().int(), mpn: z.string(), qty: z.number().int() })).max(100_000),
});

/**
 * A merchant's own stock service (README.md "HTTP contract"): POST {baseUrl}/stock with
 * {"supplierId":1,"branchIds":[1,13],"mpns":["CAL-87161"]}, answered 200 {"stock":[{"branchId":1,"mpn":"CAL-87161",
 * "qty":3}]}. The answer is validated; unknown branches and parts are ignored. The caller's signal carries the
 * per-merchant timeout.
 */
export function createHttpMerchantStock(baseUrl: string, fetchImpl: typeof fetch = fetch): MerchantStockProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    name: 'http',
    async stockAt(query, signal) {
      const response = await fetchImpl(`${base}/stock`, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ supplierId: query.supplierId, branchIds: query.branchIds, mpns: query.products.map((product) => product.mpn) }),
      });
      if (!response.ok) throw new Error(`merchant stock service answered ${response.status}`);
      const { stock } = stockBody.parse(await response.json());
      const productIds = new Map(query.products.map((product) => [product.mpn.toUpperCase(), product.id]));
      const branchIds = new Set(query.branchIds);
      return toStockLevels(
        stock.flatMap((row) => {
          const productId = productIds.get(row.mpn.toUpperCase());
          return productId !== undefined && branchIds.has(row.branchId) ? [{ branchId: row.branchId, productId, qty: row.qty }] : [];
        }),
      );
    },
  };
}
