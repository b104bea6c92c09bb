import type { OpeningDay } from './opening-hours';
import type { AvailabilityProduct } from './product-entries';

/**
 * Shared test fixtures (imported by the .test.ts files only). The week of Monday 2 March 2026 is in GMT, so UK wall
 * times equal the UTC times written in the tests; June 2026 is in BST.
 */
export const tradeCounterHours: OpeningDay[] = [
  { weekday: 0, opensAtMinute: null, closesAtMinute: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAtMinute: 450, closesAtMinute: 1020 })),
  { weekday: 6, opensAtMinute: 480, closesAtMinute: 720 },
];

/** Every time midnight: the spec 3 §9 defaults (8 or 11 to 20). */
export const midnightHours: OpeningDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAtMinute: 0, closesAtMinute: 0 }));

export function product(id: number, mpn: string, overrides: Partial<AvailabilityProduct> = {}): AvailabilityProduct {
  return { id, mpn, description: `Part ${mpn}`, imageUrl: null, manufacturerId: 1, isGenuine: true, listPricePence: 4850, buyingGroupCostPence: null, ...overrides };
}
