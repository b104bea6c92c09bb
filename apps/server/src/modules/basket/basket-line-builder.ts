import type { BasketLineInput } from '@sparesfinder/contracts/basket';
import { ruleBroken, validationError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { normaliseManufacturerCode, sameManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import { pricePaidPence, type Purchaser } from '@sparesfinder/domain/pricing/price-paid';
import type { CatalogueProduct } from './basket-catalogue.repository';
import type { BasketLineRecord } from './basket.repository';

/** A product line the customer asked for; `field` names it in a 400 (e.g. 'lines.2.manufacturerCode'). */
export interface RequestedLine {
  manufacturerCode: string;
  qty: number;
  basketLineTypeId: number;
  field: string | null;
  iBasis: Pick<BasketLineInput, 'iBasisAppliance' | 'iBasisManId' | 'iBasisApplianceId' | 'iBasisGCN' | 'iBasisApplianceGC'>;
}

const keepOr = <T>(given: T | undefined, stored: T): T => (given === undefined ? stored : given);

/**
 * Rebuilds each requested product line from the catalogue: price, description, image and maker always come from
 * the product, never from the request. The price is what `purchaser` pays (domain pricePaidPence), the same figure
 * the product card shows. An unknown part is a 400 naming the line; a price-0 (obsolete) part is
 * refused unless the line is already in the basket at that quantity (the catalogue changed under it).
 */
export function buildProductLines(
  requested: readonly RequestedLine[],
  current: readonly (BasketLineRecord & { id: number })[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  purchaser: Purchaser,
): BasketLineRecord[] {
  return requested.map((line) => {
    const existing = current.find((stored) => sameManufacturerCode(stored.manufacturerCode, line.manufacturerCode));
    const product = catalogue.get(normaliseManufacturerCode(line.manufacturerCode));
    if (!product) {
      if (existing && existing.qty === line.qty) return existing;
      const message = `${messages.basket.partNotFound} (${line.manufacturerCode})`;
      throw validationError(message, { [line.field ?? 'manufacturerCode']: [message] });
    }
    if (product.pricePence <= 0) {
      if (existing && existing.qty === line.qty) return existing;
      throw ruleBroken(`${messages.basket.partObsolete} (${product.mpn})`);
    }
    const unitPence = pricePaidPence({ listPricePence: product.pricePence, buyingGroupCostPence: product.buyingGroupCostPence }, purchaser);
    return {
      id: existing?.id,
      productId: product.id,
      basketLineTypeId: basketLineTypeIds.product,
      manufacturerCode: product.mpn,
      description: product.description,
      qty: line.qty,
      costPence: unitPence,
      displayedCostPence: unitPence,
      imageUrl: product.imageUrl,
      manufacturer: product.manufacturer,
      iBasisAppliance: keepOr(line.iBasis.iBasisAppliance, existing?.iBasisAppliance ?? null),
      iBasisManId: keepOr(line.iBasis.iBasisManId, existing?.iBasisManId ?? null),
      iBasisApplianceId: keepOr(line.iBasis.iBasisApplianceId, existing?.iBasisApplianceId ?? null),
      iBasisGcn: keepOr(line.iBasis.iBasisGCN, existing?.iBasisGcn ?? null),
      iBasisApplianceGc: keepOr(line.iBasis.iBasisApplianceGC, existing?.iBasisApplianceGc ?? null),
    };
  });
}

/** Request lines → rule lines, remembering where each came from for error messages. */
export const toRequestedLines = (lines: readonly BasketLineInput[], fieldPrefix: string | null): RequestedLine[] =>
  lines.map(({ manufacturerCode, qty, basketLineTypeId, ...iBasis }, index) => ({
    manufacturerCode,
    qty,
    basketLineTypeId: basketLineTypeId ?? basketLineTypeIds.product,
    field: fieldPrefix === null ? 'manufacturerCode' : `${fieldPrefix}.${index}.manufacturerCode`,
    iBasis,
  }));

/** A stored product line as a request to keep it: same code and qty, appliance context left as stored. */
export const fromStoredLine = (line: Pick<BasketLineRecord, 'manufacturerCode' | 'qty'>): RequestedLine => ({
  manufacturerCode: line.manufacturerCode,
  qty: line.qty,
  basketLineTypeId: basketLineTypeIds.product,
  field: null,
  iBasis: {},
});
