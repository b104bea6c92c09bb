import { isFinish } from '../../../modules/media/drawing-paint';
import { finishOf, kindOfMpn, kindOfPartType, productImagePath } from '../../../modules/media/product-kinds';
import { partTypeDefinitions } from '../names/part-types';
import type { CatalogueLayout, ProductSpec } from './catalogue-plan';

/** Merchant own brands printed on their pattern parts (brands.ts patternPrefixes). */
const patternBrands: Record<number, string> = { 1: 'Heatline', 2: 'Pipeworks', 4: 'TradeHub', 5: 'Northern Heating' };

/**
 * The picture of a product: a spare is drawn as its part type, a general product as its family (from the MPN prefix),
 * in the colours of its maker, merchant own brand or product brand (issue #11).
 */
export function productImageUrl(layout: CatalogueLayout, p: ProductSpec): string {
  const partType = p.partTypeId === null ? undefined : partTypeDefinitions[p.partTypeId - 1];
  const kind = partType ? kindOfPartType(partType.name) : kindOfMpn(p.mpn);
  const maker = p.manufacturerId === null ? undefined : layout.manufacturers[p.manufacturerId - 1]?.name;
  const brand =
    (p.patternSupplierId !== undefined ? patternBrands[p.patternSupplierId] : undefined) ??
    maker ??
    p.attributes.find(([name]) => name === 'Brand')?.[1] ??
    'Tradeline';
  const attribute = (name: string) => p.attributes.find(([key]) => key === name)?.[1];
  const finish = finishOf(attribute('Finish') ?? attribute('Colour'));
  return productImagePath(kind, brand, p.mpn, finish !== undefined && isFinish(finish) ? finish : undefined);
}
