/** The parts a stock question is about: our product id and the manufacturer part number a merchant knows. */
export interface StockProduct {
  id: number;
  mpn: string;
}

export interface StockQuery {
  supplierId: number;
  branchIds: readonly number[];
  products: readonly StockProduct[];
}

/** Units on hand: branch id → product id → quantity. A branch or product left out holds none. */
export type StockLevels = ReadonlyMap<number, ReadonlyMap<number, number>>;

/**
 * Where one merchant's branch stock comes from (issue 14): the database's branch_stock (built in) or the merchant's
 * own stock service over HTTP (http-merchant-stock.ts, contract in README.md). `signal` is aborted when the caller
 * gives up (a newer request, a closed socket, the per-merchant timeout): stop and reject.
 */
export interface MerchantStockProvider {
  readonly name: string;
  stockAt(query: StockQuery, signal: AbortSignal): Promise<StockLevels>;
}

/** The provider for each merchant: chosen in create-providers.ts from MERCHANT_STOCK_SERVICES. */
export interface MerchantStockProviders {
  forSupplier(supplierId: number): MerchantStockProvider;
  /** How long one merchant may take before its branches are reported unavailable. */
  readonly timeoutMs: number;
}
