import { branchStock, supplierPrices } from '../schema/index';
import type { BulkWriter } from './bulk-writer';
import { anchorIds, ProductKind, type CatalogueLayout } from './catalogue/catalogue-plan';
import type { CatalogueArrays } from './catalogue/products';
import type { MerchantWorld } from './merchants';
import { hash32, Random, unit } from './random';
import type { SeedContext } from './seed-context';

/**
 * Merchant price lists and branch stock. Whether a merchant prices a product is a stateless hash, so the stock pass
 * can ask the same question without keeping millions of price rows in memory. A branch only stocks what its merchant
 * prices. How widely a product is stocked depends on its tier (popular fittings everywhere, most spares at a few
 * branches); tier shares are solved per scale so the average branch holds about `stockPerBranch` lines.
 */
export async function seedPricesAndStock(writer: BulkWriter, context: SeedContext, layout: CatalogueLayout, arrays: CatalogueArrays, merchants: MerchantWorld): Promise<void> {
  const pricing = createPricing(context, layout, arrays, merchants);
  await writer.copy(supplierPrices, ['supplierId', 'productId', 'pricePence'], priceRows(layout, merchants, pricing));
  await writer.copy(branchStock, ['productId', 'branchId', 'qty'], stockRows(context, layout, arrays, merchants, pricing));
}

interface Pricing {
  priced(supplierId: number, productId: number): boolean;
  price(supplierId: number, productId: number): number;
}

function createPricing(context: SeedContext, layout: CatalogueLayout, arrays: CatalogueArrays, merchants: MerchantWorld): Pricing {
  const shares = new Map(merchants.suppliers.map((d) => [d.row.id, { spare: d.spareShare * context.sizes.priceShare, general: d.generalShare * context.sizes.priceShare }]));
  return {
    priced(supplierId, productId) {
      if (productId === anchorIds.diverterValve || productId === anchorIds.isolatingValve) return true;
      const kind = arrays.kind[productId];
      if (kind === ProductKind.obsolete || arrays.price[productId] === 0) return false;
      if (kind === ProductKind.pattern) return arrays.patternSupplier[productId] === supplierId;
      const share = shares.get(supplierId);
      if (!share) return false;
      return unit(context.seed, 0x505243, supplierId, productId) < (productId >= layout.spareStart || kind === ProductKind.spare ? share.spare : share.general);
    },
    price(supplierId, productId) {
      const list = arrays.price[productId] ?? 0;
      if (supplierId === 1 && productId <= anchorIds.diverterValvePattern) return list; // Acme's merchant charges list on anchors
      return Math.max(1, Math.round(list * (0.92 + 0.16 * unit(context.seed, 0x505250, supplierId, productId))));
    },
  };
}

function* priceRows(layout: CatalogueLayout, merchants: MerchantWorld, pricing: Pricing): Generator<unknown[]> {
  for (const { row } of merchants.suppliers) {
    for (let productId = 1; productId <= layout.productCount; productId++) {
      if (pricing.priced(row.id, productId)) yield [row.id, productId, pricing.price(row.id, productId)];
    }
  }
}

// Relative reach of tiers 1-3 before scaling; tier 4 (anchors) is fixed.
const tierBase = [0, 0.07, 0.35, 1] as const;
const maxShare = 0.95;
const anchorShare = 0.85;

/** Solves the scale factor so the expected lines per branch match the target (bisection; deterministic). */
function solveTierShares(context: SeedContext, arrays: CatalogueArrays): number[] {
  const counts = [0, 0, 0, 0];
  for (let id = 1; id < arrays.tier.length; id++) {
    const t = arrays.tier[id] ?? 0;
    if (t >= 1 && t <= 3) counts[t] = (counts[t] ?? 0) + 1;
  }
  // Roughly the share of products a branch's merchant prices.
  const pricedFraction = context.sizes.priceShare * 0.85;
  const expected = (f: number) => [1, 2, 3].reduce((sum, t) => sum + (counts[t] ?? 0) * Math.min(maxShare, (tierBase[t] ?? 0) * f), 0) * pricedFraction;
  let low = 0;
  let high = 100;
  for (let i = 0; i < 50; i++) {
    const mid = (low + high) / 2;
    if (expected(mid) < context.sizes.stockPerBranch) low = mid;
    else high = mid;
  }
  return [0, ...[1, 2, 3].map((t) => Math.min(maxShare, (tierBase[t] ?? 0) * low)), anchorShare];
}

function* stockRows(context: SeedContext, layout: CatalogueLayout, arrays: CatalogueArrays, merchants: MerchantWorld, pricing: Pricing): Generator<unknown[]> {
  const shares = solveTierShares(context, arrays);
  const branchCount = merchants.branches.length;
  const branchIds = Int32Array.from(merchants.branches, (b) => b.id);
  const supplierOf = new Int32Array(branchCount + 1);
  for (const b of merchants.branches) supplierOf[b.id] = b.supplierId;
  // The 16 fixed branches (Leeds and the big cities) always carry the anchors, so tests can rely on them.
  const anchorBranchCount = Math.min(16, branchCount);
  const chosen: number[] = [];
  for (let productId = 1; productId <= layout.productCount; productId++) {
    const tier = arrays.tier[productId] ?? 0;
    if (tier === 0) continue;
    const random = new Random(hash32(context.seed, 0x53544b, productId));
    const share = shares[tier] ?? 0;
    const jitter = tier === 4 ? 1 : 0.75 + 0.5 * random.next();
    const wanted = Math.min(branchCount, Math.round(branchCount * share * jitter));
    chosen.length = 0;
    if (tier === 4) for (let id = 1; id <= anchorBranchCount; id++) chosen.push(id);
    // Partial Fisher-Yates over the shared id array: O(wanted) per product, uniform, deterministic.
    for (let i = 0; i < wanted; i++) {
      const j = i + Math.floor(random.next() * (branchCount - i));
      const picked = branchIds[j] as number;
      branchIds[j] = branchIds[i] as number;
      branchIds[i] = picked;
      if (tier !== 4 || picked > anchorBranchCount) chosen.push(picked);
    }
    chosen.sort((a, b) => a - b);
    for (const branchId of chosen) {
      if (!pricing.priced(supplierOf[branchId] ?? 0, productId)) continue;
      const u = random.next();
      yield [productId, branchId, 1 + Math.floor(u * u * 48)];
    }
  }
}
