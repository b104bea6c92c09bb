import { basketLineTypeIds } from '../basket/basket-line-types';

export interface OrderLineLike {
  manufacturerCode: string;
  qty: number;
  basketLineTypeId?: number | null;
  basketLineType?: { name: string; considerForAvailability: boolean } | null;
}

/**
 * spec 1 §4: an order's item count counts its lines with no line type, or of type Product that counts for
 * availability (delivery, discount and by-box lines are not items).
 */
export const orderItemCount = (lines: readonly OrderLineLike[]): number =>
  lines.filter((line) => !line.basketLineType || (line.basketLineType.name === 'Product' && line.basketLineType.considerForAvailability)).length;

/** spec 1 §4 / spec 3 §9: payment method type id 1 is paid through the shop (card); other ids are merchant accounts. */
export const isPaidThroughShop = (paymentMethodTypeId: number | null | undefined): boolean => paymentMethodTypeId === 1;

export interface ReorderLine {
  manufacturerCode: string;
  qty: number;
}

/**
 * spec 1 §4 Reorder: every line of type 1 goes into the basket, replacing a basket line with the same manufacturer
 * code (compared case-blind), and zero quantities are dropped. Returns the basket's product lines after the reorder.
 */
export function reorderIntoBasket<T extends ReorderLine>(basketLines: readonly T[], orderLines: readonly (OrderLineLike & T)[]): T[] {
  const ordered = orderLines.filter((line) => (line.basketLineTypeId ?? basketLineTypeIds.product) === basketLineTypeIds.product);
  const key = (code: string) => code.trim().toUpperCase();
  const replaced = new Set(ordered.map((line) => key(line.manufacturerCode)));
  const kept = basketLines.filter((line) => !replaced.has(key(line.manufacturerCode)));
  const added = new Map<string, T>();
  for (const line of ordered) added.set(key(line.manufacturerCode), line);
  return [...kept, ...added.values()].filter((line) => line.qty > 0);
}
