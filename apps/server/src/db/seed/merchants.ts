import { ukPostcodeDistricts, type UkPostcodeDistrict } from '../../lib/uk-postcode-districts';
import { branchOpeningHours, branchSameDayDeliveryTypes, branches, byBoxLocations, suppliers } from '../schema/index';
import type { BulkWriter } from './bulk-writer';
import { inwardLetters, streetNames, tradeEstates } from './names/places';
import { supplierDefinitions, type SupplierDefinition } from './names/suppliers';
import { Random } from './random';
import { fictionalPhone, regionOfDistrict } from './regions';
import type { SeedContext } from './seed-context';

export interface BranchInfo {
  id: number;
  supplierId: number;
  name: string;
  district: string;
  postcode: string;
  town: string;
  isExpressOpen: boolean;
  /** Open on Saturday mornings (for the Saturday collection in Acme's history). */
  opensSaturday: boolean;
}

export interface MerchantWorld {
  suppliers: readonly SupplierDefinition[];
  branches: readonly BranchInfo[];
}

/**
 * Fixed branches first, so tests can rely on them at every scale: branch 1 is Heatline Leeds South (Acme's account
 * branch, express-open), and suppliers 1-5 all have a branch within a few miles of LS11 5AB.
 */
const anchorBranches: ReadonlyArray<readonly [supplierId: number, district: string, name: string]> = [
  [1, 'LS11', 'Heatline Leeds South'],
  [2, 'LS10', 'Pipeworks Leeds Hunslet'],
  [4, 'LS5', 'TradeHub Leeds Kirkstall'],
  [3, 'WF2', 'Boilerhouse Spares Wakefield Hub'],
  [5, 'LS27', 'Northern Heating Morley'],
  [1, 'BD4', 'Heatline Bradford'],
  [1, 'M17', 'Heatline Trafford Park'],
  [2, 'B7', 'Pipeworks Birmingham Nechells'],
  [4, 'NW10', 'TradeHub Park Royal'],
  [6, 'G5', 'Clyde P&H Glasgow Gorbals'],
  [7, 'BS11', 'Severn Trade Avonmouth'],
  [8, 'CR0', 'Capital Plumb Croydon'],
  [1, 'LS14', 'Heatline Leeds Seacroft'],
  [2, 'WF1', 'Pipeworks Wakefield'],
  [4, 'S9', 'TradeHub Sheffield Attercliffe'],
  [1, 'SE1', 'Heatline Bermondsey'],
];

const expressCities = new Set(['Leeds', 'London', 'Birmingham', 'Manchester', 'Glasgow', 'Bristol', 'Liverpool', 'Sheffield', 'Newcastle upon Tyne', 'Edinburgh', 'Cardiff', 'Nottingham']);

function districtByCode(code: string): UkPostcodeDistrict {
  const found = ukPostcodeDistricts.find((d) => d.district === code);
  if (!found) throw new Error(`unknown district ${code}`);
  return found;
}

/** How many branches each merchant gets: proportional to its weight, anchors included, remainder to supplier 1. */
function branchQuotas(defs: readonly SupplierDefinition[], total: number): Map<number, number> {
  const weightSum = defs.reduce((sum, d) => sum + d.weight, 0);
  const quotas = new Map(defs.map((d) => [d.row.id, Math.max(1, Math.floor((total * d.weight) / weightSum))]));
  const assigned = [...quotas.values()].reduce((a, b) => a + b, 0);
  quotas.set(1, (quotas.get(1) ?? 0) + total - assigned);
  return quotas;
}

export function planBranches(context: SeedContext): MerchantWorld {
  const random = new Random(context.seed).fork('branches');
  const defs = supplierDefinitions.slice(0, context.sizes.suppliers);
  const quotas = branchQuotas(defs, context.sizes.branches);
  const planned: { supplierId: number; district: UkPostcodeDistrict; name?: string }[] = [];
  for (const [supplierId, district, name] of anchorBranches) {
    if (planned.length >= context.sizes.branches) break;
    planned.push({ supplierId, district: districtByCode(district), name });
    quotas.set(supplierId, (quotas.get(supplierId) ?? 1) - 1);
  }
  for (const def of defs) {
    const eligible = ukPostcodeDistricts.filter((d) => !def.regions || def.regions.includes(regionOfDistrict(d.district)));
    for (let i = 0; i < (quotas.get(def.row.id) ?? 0); i++) planned.push({ supplierId: def.row.id, district: random.pick(eligible) });
  }
  const usedNames = new Set<string>();
  const branchList = planned.slice(0, context.sizes.branches).map((plan, index): BranchInfo => {
    const def = defs.find((d) => d.row.id === plan.supplierId) as SupplierDefinition;
    let name = plan.name ?? `${def.shortName} ${plan.district.town}`;
    if (usedNames.has(name)) name = `${name} ${plan.district.district}`;
    while (usedNames.has(name)) name = `${name} ${random.int(2, 9)}`;
    usedNames.add(name);
    const postcode = `${plan.district.district} ${random.int(1, 9)}${random.pick([...inwardLetters])}${random.pick([...inwardLetters])}`;
    const isCity = expressCities.has(plan.district.town);
    return {
      id: index + 1,
      supplierId: plan.supplierId,
      name,
      district: plan.district.district,
      postcode: index === 0 ? 'LS11 5DX' : postcode,
      town: plan.district.town,
      isExpressOpen: index === 0 || (isCity && def.row.id !== 3 && random.chance(0.35)),
      opensSaturday: index === 0 || random.chance(0.75),
    };
  });
  return { suppliers: defs, branches: branchList };
}

export async function seedMerchants(writer: BulkWriter, context: SeedContext): Promise<MerchantWorld> {
  const world = planBranches(context);
  const random = new Random(context.seed).fork('branch-details');
  // A merchant prints its documents with its two-letter code: invoice HL-000123 (migration 0029).
  await writer.insert(suppliers, world.suppliers.map((d) => ({ ...d.row, documentPrefix: d.code })));
  const rows = world.branches.map((branch) => {
    const def = world.suppliers.find((d) => d.row.id === branch.supplierId) as SupplierDefinition;
    const district = districtByCode(branch.district);
    const code = `${def.code}${String(branch.id).padStart(4, '0')}`;
    return {
      id: branch.id,
      supplierId: branch.supplierId,
      name: branch.name,
      supplierCode: code,
      address1: `Unit ${random.int(1, 24)}, ${district.town} ${random.pick(tradeEstates)}`.slice(0, 60),
      address2: random.pick(streetNames),
      address3: null,
      address4: district.county,
      town: district.town,
      postcode: branch.postcode,
      telephone: fictionalPhone(regionOfDistrict(branch.district), branch.id),
      email: `${code.toLowerCase()}@${def.domain}`,
      // Branches sit exactly on the district centroid so the built-in geocoder and the branch agree.
      latitude: district.latitude,
      longitude: district.longitude,
      isExpressOpen: branch.isExpressOpen,
    };
  });
  await writer.insert(branches, rows);
  await writer.copy(branchOpeningHours, ['branchId', 'weekday', 'opensAtMinute', 'closesAtMinute'], openingHours(world.branches, random));
  await writer.copy(branchSameDayDeliveryTypes, ['branchId', 'sameDayDeliveryTypeId'], sameDayTypes(world.branches, random));
  await writer.insert(byBoxLocations, byBoxRows);
  return world;
}

function* openingHours(branchList: readonly BranchInfo[], random: Random): Generator<unknown[]> {
  for (const branch of branchList) {
    // Trade counters open early: mostly 07:30-17:00, some 07:00 or 08:00 starts, a few late Thursdays.
    const opens = branch.id === 1 ? 450 : random.pick([420, 450, 450, 450, 480]);
    const closes = branch.id === 1 ? 1020 : random.pick([1020, 1020, 1050, 990]);
    const sundayOpen = branch.id !== 1 && random.chance(0.06);
    yield [branch.id, 0, sundayOpen ? 540 : null, sundayOpen ? 780 : null];
    for (let weekday = 1; weekday <= 5; weekday++) yield [branch.id, weekday, opens, weekday === 4 && random.chance(0.1) ? 1110 : closes];
    yield [branch.id, 6, branch.opensSaturday ? 480 : null, branch.opensSaturday ? 720 : null];
  }
}

function* sameDayTypes(branchList: readonly BranchInfo[], random: Random): Generator<unknown[]> {
  for (const branch of branchList) {
    if (!branch.isExpressOpen) continue;
    const both = branch.id === 1 || random.chance(0.4);
    const first = branch.id === 1 || random.chance(0.6) ? 1 : 2;
    yield [branch.id, first];
    if (both) yield [branch.id, first === 1 ? 2 : 1];
  }
}

const byBoxRows = [
  ['Leeds Hunslet', 'LS10 1QR'], ['Leeds Headingley', 'LS6 3BN'], ['Bradford Central', 'BD1 1HY'], ['Manchester Ardwick', 'M12 4AH'],
  ['Birmingham Aston', 'B6 4AA'], ['London Bow', 'E3 2AN'], ['London Wimbledon', 'SW19 1QT'], ['Bristol Redcliffe', 'BS1 6BY'],
  ['Glasgow Bridgeton', 'G40 1DA'], ['Sheffield Attercliffe', 'S9 2RS'], ['Newcastle Byker', 'NE6 1LP'], ['Cardiff Docks', 'CF10 5BZ'],
].map(([exchange, postalCode], index) => ({ id: index + 1, exchange: exchange as string, postalCode: postalCode as string }));
