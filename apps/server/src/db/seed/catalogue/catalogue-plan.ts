import { patternPrefixes, productBrands } from '../names/brands';
import { manufacturerNames } from '../names/manufacturers';
import { partTypeDefinitions } from '../names/part-types';
import { hash32, Random } from '../random';
import type { SeedContext } from '../seed-context';
import type { ClassificationWorld } from './classifications';

/** Anchor products of DEMO_DATA.md take the first ids, so tests can also find them by id at every scale. */
export const anchorIds = { diverterValve: 1, obsoletePart: 2, isolatingValve: 3, diverterValvePattern: 4 } as const;
const anchorCount = 4;

/** The attributes spare parts carry (spare-attributes.ts): their filters and specification rows. */
export const spareAttributeNames = ['Boiler make', 'Part type', 'Fits appliance', 'Voltage', 'Dimensions'] as const;

export const ProductKind = { general: 0, spare: 1, pattern: 2, obsolete: 3 } as const;
/** Stock tiers: how widely branches stock a product (see stock.ts). 4 = anchors, stocked almost everywhere. */
export type StockTier = 0 | 1 | 2 | 3 | 4;

export interface ManufacturerInfo {
  id: number;
  name: string;
  /** Three letters leading its part numbers ('CAL-87161'). */
  code: string;
  /** Its genuine and pattern spare parts occupy ids [spareStart, spareEnd). */
  spareStart: number;
  spareEnd: number;
}

export interface ProductSpec {
  id: number;
  mpn: string;
  description: string;
  manufacturerId: number | null;
  classificationId: number;
  partTypeId: number | null;
  pricePence: number;
  buyingGroupCostPence: number | null;
  isSpare: boolean;
  isCashBack: boolean;
  isSpecialOffer: boolean;
  isGenuine: boolean;
  kind: number;
  tier: StockTier;
  familyIndex: number;
  attributes: [name: string, value: string][];
  /** For a pattern part: the genuine part it copies and the merchant selling it. */
  genuineId?: number;
  patternSupplierId?: number;
}

/** The layout of the catalogue: id ranges and the lookups every later step needs. Per-product values come from describeProduct. */
export interface CatalogueLayout {
  seed: number;
  productCount: number;
  generalStart: number;
  generalEnd: number;
  spareStart: number;
  spareEnd: number;
  manufacturers: ManufacturerInfo[];
  classifications: ClassificationWorld;
}

export function planLayout(context: SeedContext, classifications: ClassificationWorld): CatalogueLayout {
  const { products, spareShare, manufacturers: manufacturerCount } = context.sizes;
  const generalCount = Math.round((products - anchorCount) * (1 - spareShare));
  const generalStart = anchorCount + 1;
  const spareStart = generalStart + generalCount;
  const spareEnd = products + 1;
  const spareCount = spareEnd - spareStart;
  const usedCodes = new Set(['GEN', ...patternPrefixes.map(([, prefix]) => prefix)]);
  const manufacturers = manufacturerNames(manufacturerCount).map((name, index): ManufacturerInfo => {
    let code = name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
    for (let n = 0; usedCodes.has(code); n++) code = `${code.slice(0, 2)}${String.fromCharCode(65 + (n % 26))}`;
    usedCodes.add(code);
    return {
      id: index + 1,
      name,
      code,
      spareStart: spareStart + Math.floor((spareCount * index) / manufacturerCount),
      spareEnd: spareStart + Math.floor((spareCount * (index + 1)) / manufacturerCount),
    };
  });
  return { seed: context.seed, productCount: products, generalStart, generalEnd: spareStart, spareStart, spareEnd, manufacturers, classifications };
}

const partTypeWeightTotal = partTypeDefinitions.reduce((sum, t) => sum + t.weight, 0);
export const diverterPartTypeIndex = partTypeDefinitions.findIndex((t) => t.name === 'Diverter Valve');
export const pcbPartTypeIndex = partTypeDefinitions.findIndex((t) => t.name === 'PCB');

function pickPartType(random: Random): number {
  let roll = random.next() * partTypeWeightTotal;
  for (let i = 0; i < partTypeDefinitions.length; i++) {
    roll -= (partTypeDefinitions[i] as { weight: number }).weight;
    if (roll < 0) return i;
  }
  return partTypeDefinitions.length - 1;
}

function manufacturerOf(layout: CatalogueLayout, id: number): ManufacturerInfo {
  let low = 0;
  let high = layout.manufacturers.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((layout.manufacturers[mid] as ManufacturerInfo).spareStart <= id) low = mid;
    else high = mid - 1;
  }
  return layout.manufacturers[low] as ManufacturerInfo;
}

const bgCost = (price: number, random: Random) => (price === 0 ? null : Math.round(price * (0.86 + random.next() * 0.08)));

/** Every value of product `id`, computed from the seed alone (so any pass over the catalogue sees the same product). */
export function describeProduct(layout: CatalogueLayout, id: number): ProductSpec {
  if (id <= anchorCount) return describeAnchor(layout, id);
  if (id < layout.spareStart) return describeGeneral(layout, id);
  return describeSpare(layout, id);
}

function describeGeneral(layout: CatalogueLayout, id: number): ProductSpec {
  const random = new Random(hash32(layout.seed, 0x47454e, id));
  const families = layout.classifications.families;
  const info = families[random.int(0, families.length - 1)] as (typeof families)[number];
  const chosen: Record<string, string> = {};
  const attributes: [string, string][] = [];
  for (const [name, values] of Object.entries(info.family.attributes)) {
    chosen[name] = random.pick(values);
    attributes.push([name, chosen[name]]);
  }
  let description = info.family.template.replace(/\{(\w+)\}/g, (_, key: string) => chosen[key] ?? '');
  let manufacturerId: number | null = null;
  if (/boiler/.test(info.family.template) && !/filter|pump/i.test(info.family.template)) {
    const maker = random.pick(layout.manufacturers);
    manufacturerId = maker.id;
    description = `${maker.name} ${description}`;
    // Its maker is its brand: the Brand filter lists every maker a search finds (issue #11 item 5).
    attributes.push(['Brand', maker.name]);
  } else {
    const brand = random.pick(productBrands);
    attributes.push(['Brand', brand]);
    if (random.chance(0.55)) description = `${brand} ${description}`;
  }
  // Some supplier descriptions end in their own stock code; the UI strips a trailing run of 5+ digits (spec 2).
  if (random.chance(0.08)) description = `${description} ${random.int(10000, 999999)}`;
  const pricePence = random.pence(info.family.minPence, info.family.maxPence, info.family.maxPence > 2000 ? 5 : 1);
  const tierRoll = random.next();
  return {
    id,
    mpn: `${info.family.mpnPrefix}-${100000 + id - layout.generalStart}`,
    description,
    manufacturerId,
    classificationId: info.classificationId,
    partTypeId: null,
    pricePence,
    buyingGroupCostPence: bgCost(pricePence, random),
    isSpare: false,
    isCashBack: random.chance(0.03),
    isSpecialOffer: random.chance(0.05),
    isGenuine: true,
    kind: ProductKind.general,
    tier: tierRoll < 0.04 ? 3 : tierRoll < 0.19 ? 2 : tierRoll < 0.52 ? 1 : 0,
    familyIndex: info.index,
    attributes,
  };
}

function describeSpare(layout: CatalogueLayout, id: number): ProductSpec {
  const maker = manufacturerOf(layout, id);
  const local = id - maker.spareStart;
  // Every tenth part is a merchant's pattern copy of the genuine part just before it (same type, same fitment).
  const isPattern = local % 10 === 9;
  const genuineLocal = isPattern ? local - 1 : local;
  const genuine = new Random(hash32(layout.seed, 0x535052, maker.id, genuineLocal));
  const partTypeIndex = genuineLocal === 0 ? diverterPartTypeIndex : pickPartType(genuine);
  const partType = partTypeDefinitions[partTypeIndex] as (typeof partTypeDefinitions)[number];
  const base = genuine.pick(partType.descriptions);
  const tail = genuine.chance(0.25) ? ` ${genuine.pick([`${genuine.int(10000, 99999)}`, `00200${genuine.int(10000, 99999)}`, `${genuine.int(100000, 999999)}`])}` : '';
  let number = 10000 + ((genuineLocal * 7919) % 89000);
  if (maker.code === 'CAL' && number === 87161) number = 99999; // CAL-87161 is the anchor
  const genuinePrice = genuine.pence(partType.minPence, partType.maxPence);
  const obsolete = genuineLocal !== 0 && genuine.chance(0.006);
  const random = new Random(hash32(layout.seed, 0x535053, id));
  const sparesCategory = layout.classifications.sparesCategoryIds.get(partType.sparesCategory) ?? 0;
  const common = { id, manufacturerId: maker.id, classificationId: sparesCategory, partTypeId: partTypeIndex + 1, isSpare: true, familyIndex: -1, attributes: [] };
  const tierRoll = random.next();
  if (isPattern) {
    const [supplierId, prefix] = patternPrefixes[hash32(layout.seed, maker.id, local) % patternPrefixes.length] as readonly [number, string];
    const pricePence = Math.round((genuinePrice * 0.78) / 5) * 5;
    return {
      ...common,
      mpn: `${prefix}-${maker.code}${number}`,
      description: `${base} (pattern)`,
      pricePence,
      buyingGroupCostPence: bgCost(pricePence, random),
      isCashBack: false,
      isSpecialOffer: random.chance(0.08),
      isGenuine: false,
      kind: ProductKind.pattern,
      tier: tierRoll < 0.1 ? 2 : tierRoll < 0.4 ? 1 : 0,
      genuineId: id - 1,
      patternSupplierId: supplierId,
    };
  }
  const pricePence = obsolete ? 0 : genuinePrice;
  return {
    ...common,
    mpn: `${maker.code}-${number}`,
    description: `${base}${tail}`,
    pricePence,
    buyingGroupCostPence: bgCost(pricePence, random),
    isCashBack: !obsolete && random.chance(0.03),
    isSpecialOffer: !obsolete && random.chance(0.05),
    isGenuine: true,
    kind: obsolete ? ProductKind.obsolete : ProductKind.spare,
    tier: obsolete ? 0 : tierRoll < 0.025 ? 3 : tierRoll < 0.12 ? 2 : tierRoll < 0.4 ? 1 : 0,
  };
}

/** The catalogue anchors of DEMO_DATA.md, exactly as the contract states them (ids 1-4 at every scale). */
export function describeAnchor(layout: CatalogueLayout, id: number): ProductSpec {
  const caldera = layout.manufacturers[0] as ManufacturerInfo;
  const spares = layout.classifications.sparesCategoryIds;
  const spare = { manufacturerId: caldera.id, isSpare: true, isCashBack: false, isSpecialOffer: false, familyIndex: -1, attributes: [] as [string, string][] };
  switch (id) {
    case anchorIds.diverterValve:
      return { ...spare, id, mpn: 'CAL-87161', description: 'Diverter valve assembly', classificationId: spares.get('Diverter Valves') ?? 0, partTypeId: diverterPartTypeIndex + 1, pricePence: 4850, buyingGroupCostPence: 4365, isGenuine: true, kind: ProductKind.spare, tier: 4 };
    case anchorIds.obsoletePart:
      return { ...spare, id, mpn: 'CAL-OBS-001', description: 'Main PCB (superseded)', classificationId: spares.get('PCBs') ?? 0, partTypeId: pcbPartTypeIndex + 1, pricePence: 0, buyingGroupCostPence: null, isGenuine: true, kind: ProductKind.obsolete, tier: 0 };
    case anchorIds.diverterValvePattern:
      return { ...spare, id, mpn: 'HLM-CAL87161', description: 'Diverter valve assembly (pattern)', classificationId: spares.get('Diverter Valves') ?? 0, partTypeId: diverterPartTypeIndex + 1, pricePence: 3795, buyingGroupCostPence: 3450, isGenuine: false, kind: ProductKind.pattern, tier: 3, genuineId: anchorIds.diverterValve, patternSupplierId: 1 };
    default:
      return {
        id,
        mpn: 'GEN-15MM-ISO',
        description: '15mm isolating valve',
        manufacturerId: null,
        classificationId: layout.classifications.isolatingValvesId,
        partTypeId: null,
        pricePence: 245,
        buyingGroupCostPence: 219,
        isSpare: false,
        isCashBack: false,
        isSpecialOffer: false,
        isGenuine: true,
        kind: ProductKind.general,
        tier: 4,
        familyIndex: -1,
        attributes: [['Size', '15mm'], ['Finish', 'Chrome'], ['Connection', 'Compression'], ['Type', 'Slotted'], ['Brand', 'Tradeline']],
      };
  }
}
