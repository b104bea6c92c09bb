/** A saved line as the 'Add to Basket' rule sees it: its current catalogue price in pence. */
export interface SavedLinePrice {
  pricePence: number;
}

/**
 * spec 2 §4 saved parts order 'Add to Basket': only lines priced above 0 are added; obsolete lines (price 0) are
 * counted so the page can say how many were left out.
 */
export function splitSavedOrderLines<T extends SavedLinePrice>(lines: readonly T[]): { priced: T[]; obsoleteCount: number } {
  const priced = lines.filter((line) => line.pricePence > 0);
  return { priced, obsoleteCount: lines.length - priced.length };
}
