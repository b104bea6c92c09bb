import type { Pence } from '../money';
import { pricePaidPence, type Purchaser } from '../pricing/price-paid';

/** A product as the engine needs it (catalogue row). */
export interface AvailabilityProduct {
  id: number;
  mpn: string;
  description: string;
  imageUrl: string | null;
  manufacturerId: number | null;
  isGenuine: boolean;
  listPricePence: Pence;
  buyingGroupCostPence: Pence | null;
}

/** How an alternative relates to the basket's part (product_equivalents.kind, plus the genuine original). */
export type AlternativeKind = 'genuine' | 'genuine_equivalent' | 'merchant_equivalent';

export interface Alternative {
  kind: AlternativeKind;
  product: AvailabilityProduct;
  /** A merchant equivalent is sold by one merchant only; null = any merchant. */
  supplierId: number | null;
}

/** One product line of the basket with the alternatives the catalogue knows for it. */
export interface AvailabilityLine {
  manufacturerCode: string;
  qty: number;
  product: AvailabilityProduct;
  alternatives: readonly Alternative[];
}

/** spec 3 §3 "Availability product entry"; money in pence here, pounds on the wire. */
export interface AvailabilityEntry {
  manufacturerCode: string;
  manufacturerNumber: number | null;
  originalManufacturerCode: string;
  productName: string;
  description: string;
  imageUrl: string | null;
  qty: number;
  availableQty: number;
  available: boolean;
  inStock: boolean;
  pricePence: Pence;
  displayedPricePence: Pence;
  properties: { fulfilmentOptionId: number };
  isGenuine: boolean;
  isGenuineEquivalent: boolean;
  isMerchantEquivalent: boolean;
  alternativeItem: boolean;
  itemSupplierCode: string;
  show: boolean;
}

/** What a branch can give in one slot: units of a product (on hand, or anything the merchant can order in). */
export interface SlotSupply {
  fulfilmentOptionId: number;
  unitsOf(productId: number): number;
}

export interface MerchantContext {
  supplierId: number;
  /** The merchant's price list (supplier_prices), pence ex VAT. */
  merchantPricePence(productId: number): Pence | null;
  purchaser: Purchaser;
  preferNonGenuineParts: boolean;
}

function entryFor(line: AvailabilityLine, product: AvailabilityProduct, kind: AlternativeKind | null, supply: SlotSupply, merchant: MerchantContext): AvailabilityEntry {
  const availableQty = Math.max(0, Math.min(line.qty, supply.unitsOf(product.id)));
  const pricing = { listPricePence: product.listPricePence, buyingGroupCostPence: product.buyingGroupCostPence };
  return {
    manufacturerCode: product.mpn,
    manufacturerNumber: product.manufacturerId,
    originalManufacturerCode: line.manufacturerCode,
    productName: product.description,
    description: product.description,
    imageUrl: product.imageUrl,
    qty: line.qty,
    availableQty,
    available: availableQty >= line.qty,
    inStock: availableQty > 0,
    // The one price function (issue #11): the branch's merchant's price for this organisation.
    pricePence: pricePaidPence(pricing, merchant.purchaser, merchant.merchantPricePence(product.id)),
    displayedPricePence: product.listPricePence,
    properties: { fulfilmentOptionId: supply.fulfilmentOptionId },
    isGenuine: product.isGenuine,
    isGenuineEquivalent: kind === 'genuine_equivalent',
    isMerchantEquivalent: kind === 'merchant_equivalent',
    alternativeItem: kind !== null,
    // The merchant's own code for the item: its supplier prefix and the part number (no merchant codes are stored).
    itemSupplierCode: `${merchant.supplierId}-${product.mpn}`,
    show: false,
  };
}

/**
 * One basket line's entries in a slot: the basket's part, then, when it is short or the organisation prefers
 * non-genuine parts (spec 1 preferNonGenuineParts), the alternatives this merchant has in this slot. The order puts
 * genuine parts first, or non-genuine first for an organisation that prefers them; exactly one entry is shown:
 * the first that covers the whole quantity, else the first.
 */
export function lineEntries(line: AvailabilityLine, supply: SlotSupply, merchant: MerchantContext): AvailabilityEntry[] {
  const own = entryFor(line, line.product, null, supply, merchant);
  const entries = [own];
  if (!own.available || merchant.preferNonGenuineParts) {
    for (const alternative of line.alternatives) {
      if (alternative.supplierId !== null && alternative.supplierId !== merchant.supplierId) continue;
      const entry = entryFor(line, alternative.product, alternative.kind, supply, merchant);
      if (entry.inStock) entries.push(entry);
    }
  }
  const rank = (entry: AvailabilityEntry) => (entry.isGenuine === merchant.preferNonGenuineParts ? 1 : 0);
  const ordered = entries.map((entry, index) => ({ entry, index })).sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index).map(({ entry }) => entry);
  const shown = ordered.find((entry) => entry.available) ?? ordered[0];
  if (shown) shown.show = true;
  return ordered;
}
