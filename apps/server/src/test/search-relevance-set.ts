/**
 * The relevance set (issue #13): 100 queries a trader types, each with what they expect on the first page, scored as
 * top-10 containment. A query passes when its first page is not empty and at least `share` (default 0.8) of its
 * first ten cards are products the trader meant (or, for `first`, that exact part comes first). Expectations are
 * about what a card says (description, part number, maker), never about attributes or ids, so new attribute data
 * (spare parts' facets) or a re-seeded world do not break them. Used by search.relevance-set.test.ts on the demo
 * world in CI and by bench/broad-search.bench.ts at full scale.
 */
export interface RelevanceCase {
  kind: 'size' | 'maker' | 'part type' | 'category name' | 'misspelling' | 'appliance' | 'part number' | 'words' | 'stop word';
  query: string;
  /** What a meant card's description matches (case-insensitive). */
  description?: RegExp;
  /** The maker a meant card names. */
  maker?: string;
  /** The part that must come first. */
  first?: string;
  /** Share of the first ten cards that must be meant (default 0.8). */
  share?: number;
}

export interface RelevanceCard {
  mpn: string;
  description: string;
  manufacturerName: string | null;
}

const c = (kind: RelevanceCase['kind'], query: string, description?: RegExp, extra: Partial<RelevanceCase> = {}): RelevanceCase => ({ kind, query, description, ...extra });

export const relevanceSet: readonly RelevanceCase[] = [
  // Sizes are words, not part numbers.
  c('size', '15mm', /\b15mm\b/i),
  c('size', '22mm', /\b22mm\b/i),
  c('size', '28mm', /\b28mm\b/i),
  c('size', '125mm', /125mm\b/i),
  c('size', '80/125mm', /80\/125mm/i),
  c('size', '60/100mm', /60\/100mm/i),
  c('size', '800mm', /\b800mm\b/i),
  c('size', '1800mm', /\b1800mm\b/i),
  c('size', '15mm isolating valve', /15mm isolating valve/i),
  c('size', '22mm isolating valve', /22mm isolating valve/i),
  c('size', '22mm compression elbow', /22mm compression elbow/i),
  c('size', '15mm push-fit', /15mm push-fit/i),
  c('size', '28mm gate valve', /28mm gate valve/i),
  c('size', '22mm zone valve', /22mm 2-port motorised zone valve/i),
  c('size', 'radiator 600mm', /radiator.*\b600mm\b/i),
  c('size', 'towel rail 800mm', /towel rail 800mm/i),
  c('size', '30kW combi boiler', /30kW combi boiler/i),
  c('size', '24kw combi', /24kW combi/i),
  c('size', '210L unvented cylinder', /210L .*unvented cylinder/i),
  c('size', '2.5mm twin and earth', /2\.5mm twin & earth/i),
  c('size', '32A MCB', /32A type . MCB/i),
  c('size', 'expansion vessel 8L', /expansion vessel 8L/i),
  c('size', '80/125mm flue', /80\/125mm flue/i),
  c('size', '15mm trv', /15mm .*TRV/i),
  // Part types and plain words.
  c('part type', 'diverter valve', /diverter valve/i),
  c('part type', 'pump', /pump/i),
  c('part type', 'fan', /\bfan\b/i),
  c('part type', 'gas valve', /gas valve/i),
  c('part type', 'ignition electrode', /ignition electrode/i),
  c('part type', 'flame sensing electrode', /flame sensing electrode/i),
  c('part type', 'thermistor', /thermistor/i),
  c('part type', 'expansion vessel', /expansion vessel/i),
  c('part type', 'heat exchanger', /heat exchanger/i),
  c('part type', 'pressure relief valve', /pressure relief valve/i),
  c('part type', 'flow switch', /flow switch/i),
  c('part type', 'seal kit', /seal kit/i),
  c('part type', 'burner', /burner/i),
  c('part type', 'spark generator', /spark generator/i),
  c('part type', 'air pressure switch', /air pressure switch/i),
  c('part type', 'overheat thermostat', /overheat thermostat/i),
  c('part type', 'pressure gauge', /pressure gauge/i),
  c('part type', 'automatic air vent', /automatic air vent/i),
  c('part type', 'condensate trap', /condensate trap/i),
  c('part type', 'wiring harness', /wiring harness/i),
  c('part type', 'pcb', /\bpcb\b/i),
  c('part type', 'printed circuit board', /printed circuit board/i),
  c('part type', 'pump head', /pump head/i),
  c('words', 'radiator', /radiator/i),
  c('words', 'isolating valve', /isolating valve/i),
  c('words', 'room thermostat', /room thermostat/i),
  c('words', 'zone valve', /zone valve/i),
  c('words', 'towel rail', /towel rail/i),
  c('words', 'magnetic filter', /magnetic system filter/i),
  c('words', 'immersion heater', /immersion heater/i),
  c('words', 'unvented cylinder', /unvented cylinder/i),
  c('words', 'silicone sealant', /silicone sealant/i),
  c('words', 'pipe cutter', /pipe cutter/i),
  c('words', 'ptfe tape', /ptfe tape/i),
  c('words', 'consumer unit', /consumer unit/i),
  c('words', 'inhibitor', /inhibitor/i),
  c('words', 'condensate pump', /condensate pump/i),
  c('words', 'lockshield valve', /lockshield valve/i),
  c('words', 'check valve', /check valve/i),
  c('words', 'towel radiator', /towel rail|radiator/i),
  // Category names as the menu spells them.
  c('category name', 'Thermostatic Radiator Valves', /\bTRV\b|thermostatic radiator valve/i),
  c('category name', 'Isolating Valves', /isolating valve|service valve/i),
  c('category name', 'Diverter Valves', /diverter valve/i),
  c('category name', 'Expansion Vessels', /expansion vessel/i),
  c('category name', 'Pumps', /pump/i),
  c('category name', 'Heat Exchangers', /heat exchanger/i),
  c('category name', 'Room Thermostats', /room thermostat/i),
  c('category name', 'Immersion Heaters', /immersion heater/i),
  c('category name', 'Lockshield Valves', /lockshield valve/i),
  c('category name', 'Magnetic Filters', /magnetic system filter/i),
  c('category name', 'Gate Valves', /gate valve/i),
  c('category name', 'Check Valves', /check valve/i),
  // Misspellings a trader makes.
  c('misspelling', 'divertor valve', /diverter valve/i),
  c('misspelling', 'isolatng valve', /isolating valve/i),
  c('misspelling', 'thermostatt', /thermostat/i),
  c('misspelling', 'expanson vessel', /expansion vessel/i),
  c('misspelling', 'thermistr', /thermistor/i),
  c('misspelling', 'immersion heatr', /immersion heater/i),
  c('misspelling', 'towel radiato', /towel rail|radiator/i),
  c('misspelling', 'presure relief valve', /pressure relief valve/i),
  c('misspelling', 'lockshield valv', /lockshield valve/i),
  c('misspelling', 'condensate pmup', /condensate pump/i),
  // Stop words do not count.
  c('stop word', 'combi boiler with flue kit', /combi boiler with .*flue kit/i),
  c('stop word', 'pump with tank', /pump with tank/i),
  c('stop word', 'filter with isolation valves', /filter with isolation valves/i),
  c('stop word', 'the diverter valve', /diverter valve/i),
  // Makers, alone and with a part.
  c('maker', 'caldera diverter valve', /diverter valve/i, { maker: 'Caldera' }),
  c('maker', 'caldera pump', /pump/i, { maker: 'Caldera' }),
  c('maker', 'caldera', undefined, { maker: 'Caldera' }),
  c('maker', 'caldera pcb', /pcb/i, { maker: 'Caldera' }),
  // Appliances and part numbers.
  c('appliance', 'Caldera Combi 30i', undefined, { maker: 'Caldera', share: 0.5 }),
  c('appliance', '4799901', undefined, { maker: 'Caldera', share: 0.5 }),
  c('part number', 'CAL-87161', undefined, { first: 'CAL-87161' }),
  c('part number', 'cal 87161', undefined, { first: 'CAL-87161' }),
  c('part number', '87161', undefined, { first: 'CAL-87161' }),
  c('part number', 'GEN-15MM-ISO', undefined, { first: 'GEN-15MM-ISO' }),
];

/** Whether a card is one the trader meant. */
export function isMeant(testCase: RelevanceCase, card: RelevanceCard): boolean {
  if (testCase.description && !testCase.description.test(card.description)) return false;
  if (testCase.maker && card.manufacturerName !== testCase.maker) return false;
  return true;
}

/** Top-10 containment for one case: the first page, judged as the case says. */
export function passes(testCase: RelevanceCase, cards: readonly RelevanceCard[]): boolean {
  const top = cards.slice(0, 10);
  if (top.length === 0) return false;
  if (testCase.first) return top[0]!.mpn === testCase.first;
  const meant = top.filter((card) => isMeant(testCase, card)).length;
  return meant >= Math.ceil((testCase.share ?? 0.8) * top.length);
}

/** The whole set scored: how many pass, and which fail. */
export async function scoreRelevance(cases: readonly RelevanceCase[], search: (term: string) => Promise<{ collection: RelevanceCard[] }>) {
  const failed: string[] = [];
  for (const testCase of cases) if (!passes(testCase, (await search(testCase.query)).collection)) failed.push(testCase.query);
  return { cases: cases.length, passed: cases.length - failed.length, share: (cases.length - failed.length) / cases.length, failed };
}
