import { normaliseAttributes } from '@sparesfinder/domain/catalogue/attribute-values';
import { attributes, productAttributes, productEquivalents, products, relatedProducts } from '../../schema/index';
import type { BulkWriter } from '../bulk-writer';
import { hash32, Random } from '../random';
import type { SeedContext } from '../seed-context';
import { anchorIds, describeProduct, ProductKind, spareAttributeNames, type CatalogueLayout } from './catalogue-plan';
import { productImageUrl } from './product-images';

/** Per-product values later steps need (prices, stock tiers, fitment), indexed by product id. */
export interface CatalogueArrays {
  price: Int32Array;
  kind: Uint8Array;
  tier: Uint8Array;
  partType: Uint8Array;
  /** General product family index, -1 for spares and anchors. */
  family: Int16Array;
  /** Product ids per general product family, for related products. */
  familyMembers: number[][];
  /** The merchant selling a pattern part (0 for every other product): only it prices and stocks the part. */
  patternSupplier: Uint8Array;
  /** [genuine id, pattern id, merchant supplier id] */
  patterns: [number, number, number][];
}

const day = 86_400_000;

export async function seedProducts(writer: BulkWriter, context: SeedContext, layout: CatalogueLayout): Promise<CatalogueArrays> {
  const size = layout.productCount + 1;
  const arrays: CatalogueArrays = {
    price: new Int32Array(size),
    kind: new Uint8Array(size),
    tier: new Uint8Array(size),
    partType: new Uint8Array(size),
    family: new Int16Array(size).fill(-1),
    patternSupplier: new Uint8Array(size),
    familyMembers: layout.classifications.families.map(() => []),
    patterns: [],
  };
  const attributeIds = attributeIdsOf(layout);
  await writer.insert(attributes, [...attributeIds].map(([name, id]) => ({ id, name })));
  // The product pass also fills `arrays`: the COPY drains the generator before anything reads them.
  await writer.copy(
    products,
    ['id', 'mpn', 'description', 'manufacturerId', 'classificationId', 'partTypeId', 'pricePence', 'buyingGroupCostPence', 'imageUrl', 'isSpare', 'isCashBack', 'isSpecialOffer', 'isGenuine', 'createdAt'],
    productRows(context, layout, arrays),
  );
  await writer.copy(productAttributes, ['productId', 'attributeId', 'value'], attributeRows(layout, attributeIds));
  await writer.copy(relatedProducts, ['productId', 'relatedProductId', 'sortOrder'], relatedRows(context, layout, arrays));
  await writer.copy(productEquivalents, ['productId', 'equivalentProductId', 'kind', 'supplierId'], equivalentRows(arrays));
  return arrays;
}

/** Attribute name → id: the general families' names, then Brand, then the spare parts' own (spare-attributes.ts). */
export function attributeIdsOf(layout: CatalogueLayout): Map<string, number> {
  const ids = new Map<string, number>();
  for (const { family } of layout.classifications.families) for (const name of Object.keys(family.attributes)) if (!ids.has(name)) ids.set(name, ids.size + 1);
  for (const name of ['Brand', ...spareAttributeNames]) if (!ids.has(name)) ids.set(name, ids.size + 1);
  return ids;
}

function* productRows(context: SeedContext, layout: CatalogueLayout, arrays: CatalogueArrays): Generator<unknown[]> {
  const now = context.now.getTime();
  for (let id = 1; id <= layout.productCount; id++) {
    const p = describeProduct(layout, id);
    arrays.price[id] = p.pricePence;
    arrays.kind[id] = p.kind;
    arrays.tier[id] = p.tier;
    arrays.partType[id] = p.partTypeId ?? 0;
    arrays.family[id] = p.familyIndex;
    if (p.familyIndex >= 0) arrays.familyMembers[p.familyIndex]?.push(id);
    if (p.genuineId !== undefined && p.patternSupplierId !== undefined) {
      arrays.patterns.push([p.genuineId, id, p.patternSupplierId]);
      arrays.patternSupplier[id] = p.patternSupplierId;
    }
    const createdAt = new Date(now - (hash32(context.seed, 0x435254, id) % 720) * day);
    yield [id, p.mpn, p.description, p.manufacturerId, p.classificationId, p.partTypeId, p.pricePence, p.buyingGroupCostPence, productImageUrl(layout, p), p.isSpare, p.isCashBack, p.isSpecialOffer, p.isGenuine, createdAt];
  }
}

/** The general catalogue's attributes (spare parts get theirs once fitment is known: spare-attributes.ts). */
function* attributeRows(layout: CatalogueLayout, attributeIds: Map<string, number>): Generator<unknown[]> {
  for (let id = 1; id < layout.generalEnd; id++) {
    const p = describeProduct(layout, id);
    for (const [name, value] of normaliseAttributes(p.attributes)) yield [id, attributeIds.get(name), value];
  }
}

/** Up to `count` distinct ids from pool(0..size-1), never `self`. */
function pickRelated(random: Random, size: number, pool: (index: number) => number, self: number, count: number): number[] {
  const picked = new Set<number>();
  for (let attempt = 0; picked.size < count && attempt < count * 4 && size > 1; attempt++) {
    const candidate = pool(random.int(0, size - 1));
    if (candidate !== self) picked.add(candidate);
  }
  return [...picked];
}

/** 'Customers also bought': ~15% of general products and ~10% of genuine spares get 2-6 related items. */
function* relatedRows(context: SeedContext, layout: CatalogueLayout, arrays: CatalogueArrays): Generator<unknown[]> {
  const isolatingFamily = layout.classifications.families.find((f) => f.classificationId === layout.classifications.isolatingValvesId);
  const caldera = layout.manufacturers[0];
  const calderaGenuine: number[] = [];
  for (let id = caldera?.spareStart ?? 0; id < (caldera?.spareEnd ?? 0) && calderaGenuine.length < 4; id++) if (arrays.kind[id] === ProductKind.spare) calderaGenuine.push(id);
  const explicit = new Map<number, number[]>([
    [anchorIds.diverterValve, calderaGenuine],
    [anchorIds.isolatingValve, (isolatingFamily ? (arrays.familyMembers[isolatingFamily.index] ?? []) : []).slice(0, 4)],
  ]);
  let maker = 0;
  for (let id = 1; id <= layout.productCount; id++) {
    const random = new Random(hash32(context.seed, 0x524c54, id));
    let related = explicit.get(id);
    const family = arrays.family[id] ?? -1;
    if (related) {
      // anchors: fixed lists above
    } else if (family >= 0 && random.chance(0.15)) {
      const members = arrays.familyMembers[family] ?? [];
      related = pickRelated(random, members.length, (i) => members[i] as number, id, random.int(3, 6));
    } else if (arrays.kind[id] === ProductKind.spare && id >= layout.spareStart && random.chance(0.1)) {
      while ((layout.manufacturers[maker]?.spareEnd ?? Infinity) <= id) maker++;
      const { spareStart, spareEnd } = layout.manufacturers[maker] ?? { spareStart: id, spareEnd: id + 1 };
      related = pickRelated(random, spareEnd - spareStart, (i) => spareStart + i, id, random.int(2, 4)).filter((r) => arrays.kind[r] === ProductKind.spare);
    }
    for (const [i, relatedId] of (related ?? []).entries()) yield [id, relatedId, i + 1];
  }
}

function* equivalentRows(arrays: CatalogueArrays): Generator<unknown[]> {
  // A genuine part lists its merchant's pattern copy; the copy points back at the genuine part (spec 3 §3).
  for (const [genuineId, patternId, supplierId] of arrays.patterns) {
    yield [genuineId, patternId, 'merchant_equivalent', supplierId];
    yield [patternId, genuineId, 'genuine_equivalent', null];
  }
}
