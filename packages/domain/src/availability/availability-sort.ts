/**
 * spec 3 §9 availability sort options: 0 Closest; 1 Product availability; 2 Price low to high; 3 Price high to low;
 * 4 to 7 filter by merchant (supplier ids 2, 1, 4, and all others). With no choice (null), the default: nearest
 * first, with the top-availability branch first and empty branches last.
 */
export const availabilitySortOptions = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type AvailabilitySortOption = (typeof availabilitySortOptions)[number];

/** The figures of a branch result the sort reads. */
export interface SortableBranch {
  supplierId: number;
  distanceMiles: number;
  mostAvailable: number;
  /** Whether any slot offers an alternative (an "empty" branch has neither stock nor alternatives). */
  hasAlternative: boolean;
  /** The default option's total, pence; null when the branch has no option. */
  defaultTotalPence: number | null;
  /** Units of the basket the default (shown) option supplies, of `requestedQty`; 0 when the branch has no option. */
  defaultAvailableQty: number;
  /** Units the basket asks for. */
  requestedQty: number;
}

const namedMerchantFilters: Partial<Record<AvailabilitySortOption, number>> = { 4: 2, 5: 1, 6: 4 };
const namedMerchants = new Set(Object.values(namedMerchantFilters));

const byDistance = <T extends SortableBranch>(a: T, b: T) => a.distanceMiles - b.distanceMiles;
const isEmpty = (branch: SortableBranch) => branch.mostAvailable === 0 && !branch.hasAlternative;
/** Branches without a price go last in both price orders. */
const priceOf = (branch: SortableBranch, direction: 1 | -1) => (branch.defaultTotalPence === null ? Number.POSITIVE_INFINITY : direction * branch.defaultTotalPence);

const suppliesWholeBasket = (branch: SortableBranch) =>
  branch.defaultTotalPence !== null && branch.requestedQty > 0 && branch.defaultAvailableQty >= branch.requestedQty;
const suppliedShare = (branch: SortableBranch) => (branch.requestedQty > 0 ? branch.defaultAvailableQty / branch.requestedQty : 0);

/**
 * spec 3 §9 sorts 2 and 3, issue #44: a price compares like with like only between branches that supply the whole
 * basket, so those come first by their total; a branch supplying 1 of 7 lines is cheap because it supplies little.
 * The rest follow by how much of the basket they supply (most first), then by price in the same direction; empty
 * branches last. Ties: nearest first.
 */
function priceOrder<T extends SortableBranch>(branches: readonly T[], direction: 1 | -1): T[] {
  const rank = (branch: T) => (suppliesWholeBasket(branch) ? 0 : isEmpty(branch) ? 2 : 1);
  return [...branches].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 1 ? suppliedShare(b) - suppliedShare(a) : 0) ||
      priceOf(a, direction) - priceOf(b, direction) ||
      byDistance(a, b),
  );
}

function defaultOrder<T extends SortableBranch>(branches: readonly T[]): T[] {
  const nearest = [...branches].sort(byDistance);
  const stocked = nearest.filter((branch) => !isEmpty(branch));
  const empty = nearest.filter(isEmpty);
  const top = stocked.reduce<T | undefined>((best, branch) => (!best || branch.mostAvailable > best.mostAvailable ? branch : best), undefined);
  return top ? [top, ...stocked.filter((branch) => branch !== top), ...empty] : empty;
}

export function sortBranches<T extends SortableBranch>(branches: readonly T[], option: AvailabilitySortOption | null): T[] {
  switch (option) {
    case null:
      return defaultOrder(branches);
    case 0:
      return [...branches].sort(byDistance);
    case 1:
      return [...branches].sort((a, b) => b.mostAvailable - a.mostAvailable || byDistance(a, b));
    case 2:
      return priceOrder(branches, 1);
    case 3:
      return priceOrder(branches, -1);
    case 7:
      return defaultOrder(branches.filter((branch) => !namedMerchants.has(branch.supplierId)));
    default:
      return defaultOrder(branches.filter((branch) => branch.supplierId === namedMerchantFilters[option]));
  }
}
