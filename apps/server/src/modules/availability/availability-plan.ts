import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import type { Alternative, AlternativeKind, AvailabilityLine, AvailabilityProduct } from '@sparesfinder/domain/availability/product-entries';
import type { Actor } from '../../lib/actor';
import type { BasketService } from '../basket/basket.service';
import type { AvailabilityRepository } from './availability.repository';

export type NearBranch = Awaited<ReturnType<AvailabilityRepository['findNearestBranches']>>[number];

/** Everything one request's branches are computed from, read once up front. */
export interface AvailabilityPlan {
  lines: AvailabilityLine[];
  /** Every product the lines and their alternatives name (asked of merchants' stock). */
  products: AvailabilityProduct[];
  branches: NearBranch[];
  openingHours: Awaited<ReturnType<AvailabilityRepository['findOpeningHours']>>;
  sameDayTypes: Awaited<ReturnType<AvailabilityRepository['findSameDayDeliveryTypes']>>;
  /** `${supplierId}:${productId}` → pence ex VAT. */
  merchantPrices: Map<string, number>;
}

const kindOrder: Record<AlternativeKind, number> = { genuine: 0, genuine_equivalent: 1, merchant_equivalent: 2 };
const isKnownKind = (kind: string): kind is Exclude<AlternativeKind, 'genuine'> => kind === 'genuine_equivalent' || kind === 'merchant_equivalent';

/**
 * The caller's own open basket (never another's: the basket service answers by the session's user), its product
 * lines resolved to catalogue products with their alternatives, and the nearest branches with their data.
 */
export async function planAvailability(
  deps: { repository: AvailabilityRepository; basketService: BasketService },
  actor: Actor,
  findBranches: () => Promise<NearBranch[]>,
): Promise<AvailabilityPlan> {
  const { repository, basketService } = deps;
  // The branches do not depend on the basket: found while the basket is read (one round trip less before the first branch).
  const branchesFound = findBranches();
  branchesFound.catch(() => undefined); // awaited below; a failure there must not be an unhandled rejection meanwhile
  const basket = await basketService.getBasketForUser(actor);
  const productLines = basket.lines.filter(isProductLine);
  const found = await basketService.findProductsByCodes(productLines.map((line) => line.manufacturerCode));
  const basketProductIds = [...new Set([...found.values()].map((product) => product.id))];
  const equivalents = await repository.findEquivalents(basketProductIds);
  const allIds = [...new Set([...basketProductIds, ...equivalents.flatMap((row) => [row.productId, row.equivalentProductId])])];
  const products = await repository.findProductsByIds(allIds);
  const byId = new Map(products.map((product) => [product.id, product]));

  const alternativesOf = (productId: number): Alternative[] => {
    const alternatives: Alternative[] = [];
    for (const row of equivalents) {
      const forward = row.productId === productId && isKnownKind(row.kind) ? byId.get(row.equivalentProductId) : undefined;
      if (forward && isKnownKind(row.kind)) alternatives.push({ kind: row.kind, product: forward, supplierId: row.supplierId });
      const original = row.equivalentProductId === productId ? byId.get(row.productId) : undefined;
      if (original?.isGenuine) alternatives.push({ kind: 'genuine', product: original, supplierId: null });
    }
    return alternatives.sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind] || a.product.id - b.product.id);
  };

  const lines = productLines.flatMap((line): AvailabilityLine[] => {
    const product = byId.get(found.get(line.manufacturerCode.toUpperCase())?.id ?? -1);
    return product && line.qty > 0 ? [{ manufacturerCode: line.manufacturerCode, qty: line.qty, product, alternatives: alternativesOf(product.id) }] : [];
  });

  const branches = await branchesFound;
  const branchIds = branches.map((branch) => branch.id);
  const supplierIds = [...new Set(branches.map((branch) => branch.supplierId))];
  const [openingHours, sameDayTypes, prices] = await Promise.all([
    repository.findOpeningHours(branchIds),
    repository.findSameDayDeliveryTypes(branchIds),
    repository.findMerchantPrices(supplierIds, allIds),
  ]);
  return {
    lines,
    products,
    branches,
    openingHours,
    sameDayTypes,
    merchantPrices: new Map(prices.map((row) => [`${row.supplierId}:${row.productId}`, row.pricePence])),
  };
}
