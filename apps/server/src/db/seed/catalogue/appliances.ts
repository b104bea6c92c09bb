import { applianceParts, appliances, diagrams, manuals, manufacturers, partTypes } from '../../schema/index';
import type { BulkWriter } from '../bulk-writer';
import { applianceFamilies, applianceVariants } from '../names/manufacturers';
import { diagramNames, partTypeDefinitions } from '../names/part-types';
import { hash32, Random } from '../random';
import type { SeedContext } from '../seed-context';
import { anchorIds, ProductKind, type CatalogueLayout, type ManufacturerInfo } from './catalogue-plan';
import type { CatalogueArrays } from './products';

/** DEMO_DATA.md appliance anchors: Caldera is manufacturer 1, so these are appliances 1-3 at every scale. */
export const anchorApplianceIds = { combi30i: 1, system24: 2, system24Lpg: 3 } as const;
const anchorAppliances: ReadonlyArray<readonly [name: string, gcNumber: string]> = [
  ['Combi 30i', '4799901'],
  ['System 24', '4799902'], // the two System 24 models share a GC number on purpose
  ['System 24 LPG', '4799902'],
];

export interface ApplianceInfo {
  id: number;
  manufacturer: ManufacturerInfo;
  /** Model name without the maker ('Combi 30i'); the stored name is '{maker} {model}'. */
  model: string;
  gcNumber: string;
  /** Position among its maker's appliances, 0..1: neighbouring models share parts. */
  position: number;
}

const modelNames = applianceFamilies.flatMap(([family, outputs]) => outputs.map((output) => `${family} ${output}`));

export function planAppliances(context: SeedContext, layout: CatalogueLayout): ApplianceInfo[] {
  const total = context.sizes.appliances;
  const makers = layout.manufacturers;
  const list: ApplianceInfo[] = [];
  makers.forEach((maker, m) => {
    const count = Math.floor((total * (m + 1)) / makers.length) - Math.floor((total * m) / makers.length);
    const models: [string, string | null][] = m === 0 ? anchorAppliances.map(([model, gc]) => [model, gc]) : [];
    const taken = new Set(models.map(([model]) => model));
    for (let k = 0; models.length < count; k++) {
      const model = `${modelNames[(k + m * 7) % modelNames.length]}${applianceVariants[Math.floor(k / modelNames.length) % applianceVariants.length]}`;
      if (!taken.has(model)) models.push([model, null]);
      taken.add(model);
    }
    models.forEach(([model, gc], j) => {
      const id = list.length + 1;
      // 47 + five digits; the multiplier walks the range without repeats and never reaches 99901/99902 (the anchors).
      const gcNumber = gc ?? String(4_700_000 + ((id * 37) % 99_000));
      list.push({ id, manufacturer: maker, model, gcNumber, position: count > 1 ? j / (count - 1) : 0 });
    });
  });
  return list;
}

export async function seedManufacturersAndPartTypes(writer: BulkWriter, layout: CatalogueLayout): Promise<void> {
  await writer.insert(manufacturers, layout.manufacturers.map((m) => ({ id: m.id, name: m.name })));
  await writer.insert(partTypes, partTypeDefinitions.map((t, i) => ({ id: i + 1, name: t.name })));
}

export async function seedAppliances(writer: BulkWriter, context: SeedContext, list: readonly ApplianceInfo[], arrays: CatalogueArrays): Promise<void> {
  const hasManual = (a: ApplianceInfo) => a.id === anchorApplianceIds.combi30i || a.id === anchorApplianceIds.system24 || hash32(context.seed, 0x4d414e, a.id) % 10 < 4;
  await writer.copy(appliances, ['id', 'manufacturerId', 'name', 'gcNumber', 'hasManual'], list.map((a) => [a.id, a.manufacturer.id, `${a.manufacturer.name} ${a.model}`, a.gcNumber, hasManual(a)]));
  await writer.copy(diagrams, ['id', 'applianceId', 'name', 'imageUrl'], diagramRows(list, partsPerDiagram(context, list, arrays)));
  await writer.copy(manuals, ['applianceId', 'title'], manualRows(list.filter(hasManual)));
  await writer.copy(applianceParts, ['applianceId', 'productId', 'diagramId', 'placementRef'], fitmentRows(context, list, arrays));
}

export const diagramIdOf = (applianceId: number, diagramIndex: number) => (applianceId - 1) * diagramNames.length + diagramIndex + 1;

/** The drawing numbers exactly its parts' placement refs, 1..n (media/diagram-image.ts): n is in its URL. */
function* diagramRows(list: readonly ApplianceInfo[], partCounts: ReadonlyMap<number, number>): Generator<unknown[]> {
  for (const a of list) {
    for (let d = 0; d < diagramNames.length; d++) {
      const id = diagramIdOf(a.id, d);
      yield [id, a.id, diagramNames[d], `/images/diagrams/${id}.svg?callouts=${partCounts.get(id) ?? 0}`];
    }
  }
}

/** How many parts each diagram places (fitmentRows numbers them 1..n per diagram). */
function partsPerDiagram(context: SeedContext, list: readonly ApplianceInfo[], arrays: CatalogueArrays): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [, , diagramId] of fitmentRows(context, list, arrays)) counts.set(diagramId as number, (counts.get(diagramId as number) ?? 0) + 1);
  return counts;
}

function* manualRows(list: readonly ApplianceInfo[]): Generator<unknown[]> {
  for (const a of list) {
    const name = `${a.manufacturer.name} ${a.model}`;
    yield [a.id, `${name} Installation & Servicing Instructions`];
    yield [a.id, `${name} User Guide`];
  }
}

/**
 * 14-22 genuine parts per appliance, drawn from a window of its maker's range around the model's position, so that
 * neighbouring models share parts as real ranges do. Pattern parts are reached through equivalents, not fitment.
 * Exported so the history step can build saved parts orders from parts that really fit.
 */
export function choosePartsFor(context: SeedContext, appliance: ApplianceInfo, arrays: CatalogueArrays): number[] {
  const random = new Random(hash32(context.seed, 0x464954, appliance.id));
  const { spareStart, spareEnd } = appliance.manufacturer;
  const size = spareEnd - spareStart;
  const window = Math.min(size, Math.max(30, Math.floor(size / 4)));
  const from = spareStart + Math.floor((size - window) * appliance.position);
  const chosen = new Set<number>();
  if (appliance.id === anchorApplianceIds.combi30i) {
    chosen.add(anchorIds.diverterValve);
    chosen.add(anchorIds.obsoletePart);
  }
  const wanted = chosen.size + random.int(14, 22);
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 4 && window > 0; attempt++) {
    const id = from + random.int(0, window - 1);
    if (arrays.kind[id] !== ProductKind.pattern) chosen.add(id);
  }
  return [...chosen].sort((x, y) => x - y);
}

function* fitmentRows(context: SeedContext, list: readonly ApplianceInfo[], arrays: CatalogueArrays): Generator<unknown[]> {
  const diagramIndex = new Map<string, number>(diagramNames.map((name, i) => [name, i]));
  for (const a of list) {
    const refs = new Array<number>(diagramNames.length).fill(0);
    for (const productId of choosePartsFor(context, a, arrays)) {
      const partType = partTypeDefinitions[(arrays.partType[productId] ?? 1) - 1];
      const d = diagramIndex.get(partType?.diagram ?? 'Controls') ?? 0;
      refs[d] = (refs[d] ?? 0) + 1;
      yield [a.id, productId, diagramIdOf(a.id, d), String(refs[d])];
    }
  }
}
