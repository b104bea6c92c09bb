import { normaliseAttributes } from '@sparesfinder/domain/catalogue/attribute-values';
import { productAttributes } from '../../schema/index';
import type { BulkWriter } from '../bulk-writer';
import { partTypeDefinitions } from '../names/part-types';
import { hash32 } from '../random';
import type { SeedContext } from '../seed-context';
import { choosePartsFor, type ApplianceInfo } from './appliances';
import { describeProduct, type CatalogueLayout } from './catalogue-plan';
import { attributeIdsOf, type CatalogueArrays } from './products';

/**
 * Attributes of spare parts (issue #11 item 5 and 7): the filters that fit parts ('Boiler make', 'Part type',
 * 'Fits appliance', plus 'Brand' so a mixed search lists every maker) and real specification rows per part kind
 * (voltage, dimensions). Names and values are written by the attribute rules (domain attribute-values.ts).
 */

/** Supply voltage of the electrical part kinds; the rest carry none. */
const voltageOf: Readonly<Record<string, readonly string[]>> = {
  PCB: ['230V'],
  'Diverter Valve': ['230V', '24V'],
  Pump: ['230V'],
  Fan: ['230V'],
  'Gas Valve': ['230V', '24V'],
  'Spark Generator': ['230V'],
  'Air Pressure Switch': ['24V'],
  'Flow Switch': ['24V', '5V'],
  Thermistor: ['5V'],
  'Wiring Harness': ['230V'],
};

/** Three believable sizes per part kind (W x H x D), so the Dimensions filter stays short. */
function dimensionsOf(partTypeIndex: number, variant: number): string {
  const base = 40 + ((partTypeIndex * 37) % 160);
  const width = base + variant * 15;
  const height = Math.round(base * 0.6) + variant * 10;
  const depth = 20 + ((partTypeIndex * 13 + variant * 7) % 60);
  return `${width} x ${height} x ${depth}mm`;
}

/** The lowest-id appliance each genuine part fits (0: none), from the same fitment the appliance_parts rows hold. */
export function firstApplianceOf(context: SeedContext, layout: CatalogueLayout, appliances: readonly ApplianceInfo[], arrays: CatalogueArrays): Int32Array {
  const first = new Int32Array(layout.productCount + 1);
  for (const appliance of appliances) {
    for (const productId of choosePartsFor(context, appliance, arrays)) if (first[productId] === 0) first[productId] = appliance.id;
  }
  return first;
}

/** A spare part's attribute rows ([name, value]); a pattern part shares its genuine part's fitment. */
export function spareAttributes(layout: CatalogueLayout, id: number, applianceName: (productId: number) => string | undefined): [string, string][] {
  const p = describeProduct(layout, id);
  if (!p.isSpare || p.partTypeId === null) return [];
  const maker = layout.manufacturers.find((m) => m.id === p.manufacturerId);
  const partTypeIndex = p.partTypeId - 1;
  const partType = partTypeDefinitions[partTypeIndex];
  const variant = hash32(layout.seed, 0x44494d, p.genuineId ?? id) % 3;
  const voltages = partType ? voltageOf[partType.name] : undefined;
  const rows: [string, string][] = [];
  if (maker) rows.push(['Brand', maker.name], ['Boiler make', maker.name]);
  if (partType) rows.push(['Part type', partType.name]);
  const fits = applianceName(p.genuineId ?? id);
  if (fits) rows.push(['Fits appliance', fits]);
  if (voltages) rows.push(['Voltage', voltages[variant % voltages.length] as string]);
  rows.push(['Dimensions', dimensionsOf(partTypeIndex, variant)]);
  return normaliseAttributes(rows);
}

/** Every spare part's attribute rows, written once appliances (and so fitment) exist. */
export async function seedSpareAttributes(
  writer: BulkWriter,
  context: SeedContext,
  layout: CatalogueLayout,
  appliances: readonly ApplianceInfo[],
  arrays: CatalogueArrays,
): Promise<void> {
  const attributeIds = attributeIdsOf(layout);
  const first = firstApplianceOf(context, layout, appliances, arrays);
  const names = new Map(appliances.map((a) => [a.id, `${a.manufacturer.name} ${a.model}`]));
  const applianceName = (productId: number) => names.get(first[productId] ?? 0);
  await writer.copy(productAttributes, ['productId', 'attributeId', 'value'], spareAttributeRows(layout, attributeIds, applianceName));
}

function* spareAttributeRows(layout: CatalogueLayout, attributeIds: ReadonlyMap<string, number>, applianceName: (productId: number) => string | undefined): Generator<unknown[]> {
  for (let id = 1; id <= layout.productCount; id++) {
    if (id >= layout.generalStart && id < layout.spareStart) continue; // the general catalogue (products.ts)
    for (const [name, value] of spareAttributes(layout, id, applianceName)) yield [id, attributeIds.get(name), value];
  }
}
