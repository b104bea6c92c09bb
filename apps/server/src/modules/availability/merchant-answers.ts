import type { MerchantStockProviders, StockLevels, StockProduct } from '../../providers/merchant-stock/merchant-stock-provider';

export interface MerchantAnswers {
  /** The merchant's stock, or null when it failed or took longer than the timeout (its branches are unavailable). */
  answerOf(supplierId: number): Promise<StockLevels | null>;
  /** Whether the merchant has answered (or given up) already. */
  isSettled(supplierId: number): boolean;
}

/**
 * Asks every merchant at once, each bounded by the per-merchant timeout and the request's signal, so one slow or
 * failing merchant never delays another (issue 14). A provider that ignores its signal is abandoned all the same.
 */
export function askMerchants(
  merchantStock: MerchantStockProviders,
  questions: ReadonlyMap<number, readonly number[]>,
  products: readonly StockProduct[],
  signal: AbortSignal,
  onFailure: (supplierId: number, error: unknown) => void,
): MerchantAnswers {
  const settled = new Set<number>();
  const answers = new Map<number, Promise<StockLevels | null>>();
  for (const [supplierId, branchIds] of questions) {
    const bounded = AbortSignal.any([signal, AbortSignal.timeout(merchantStock.timeoutMs)]);
    const giveUp = new Promise<never>((_resolve, reject) => {
      if (bounded.aborted) reject(bounded.reason);
      bounded.addEventListener('abort', () => reject(bounded.reason), { once: true });
    });
    const asked = products.length === 0 ? Promise.resolve(new Map()) : merchantStock.forSupplier(supplierId).stockAt({ supplierId, branchIds, products }, bounded);
    const answer = Promise.race([asked, giveUp])
      .catch((error: unknown) => {
        if (!signal.aborted) onFailure(supplierId, error);
        return null;
      })
      .finally(() => settled.add(supplierId));
    answers.set(supplierId, answer);
  }
  return {
    answerOf: (supplierId) => answers.get(supplierId) ?? Promise.resolve(null),
    isSettled: (supplierId) => settled.has(supplierId),
  };
}
