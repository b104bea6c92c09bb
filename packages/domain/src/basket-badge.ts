export interface BadgeLine {
  qty: number;
  basketLineType: { name: string; considerForAvailability: boolean } | null;
}

/** spec 1 §2: the basket badge sums qty over lines whose type is Product and counts for availability. */
export function countBasketBadge(lines: readonly BadgeLine[] | null | undefined): number {
  if (!lines) return 0; // spec 1 §4: a missing lines list becomes empty
  return lines.reduce(
    (sum, line) =>
      line.basketLineType?.name === 'Product' && line.basketLineType.considerForAvailability ? sum + line.qty : sum,
    0,
  );
}
