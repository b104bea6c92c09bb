/**
 * Fictional boiler and heating makers. Caldera is the anchor (DEMO_DATA.md); the full scale needs 120, so names are
 * the listed ones first, then combinations of the two word lists.
 */
const listed = [
  'Caldera', 'Thermacore', 'Hearthstone', 'Brightflame', 'Vantherm', 'Northwind Heating', 'Kelvar', 'Emberline',
  'Solway', 'Aquaheat', 'Radiantis', 'Pennant', 'Glowmaster', 'Fenwick Thermal', 'Ardent', 'Heatwise', 'Crestwell',
  'Boreal', 'Milford & Hale', 'Ravensworth',
];
const first = ['Alder', 'Beacon', 'Cinder', 'Dale', 'Elm', 'Forge', 'Granite', 'Harbour', 'Iron', 'Juniper', 'Kestrel', 'Larch', 'Mere', 'Nimbus', 'Oak', 'Pike'];
const second = ['therm', 'heat', 'flow', 'burn', 'warm', 'gas'];

export function manufacturerNames(count: number): string[] {
  const names = listed.slice(0, count);
  for (let i = 0; names.length < count; i++) {
    const a = first[i % first.length] as string;
    const b = second[Math.floor(i / first.length) % second.length] as string;
    names.push(`${a}${b}`);
  }
  return names;
}

/** Model families an appliance name is built from ('Combi 30i'), with their typical outputs. */
export const applianceFamilies: ReadonlyArray<readonly [family: string, outputs: readonly string[]]> = [
  ['Combi', ['24', '24i', '28', '28i', '30', '30i', '35', '35i', '40']],
  ['System', ['15', '18', '24', '28', '30']],
  ['Heat Only', ['12', '15', '18', '24', '30']],
  ['Eco Combi', ['25', '30', '35']],
  ['Compact', ['24', '28', '32']],
  ['Excel', ['18', '24', '30']],
];

/** Distinct suffixes; families x outputs x variants gives over 330 unique names per maker (the full scale needs 334). */
export const applianceVariants = ['', ' ErP', ' LPG', ' Plus', ' HE', ' Mk2', ' Mk3', ' Pro', ' Pro ErP', ' Plus ErP', ' Mk2 LPG', ' Eco', ' Eco LPG'] as const;
