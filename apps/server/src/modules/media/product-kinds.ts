/**
 * What a product is drawn as. Every boiler spare part type and every general product family of the demo catalogue maps
 * to one drawing kind, so a diverter valve looks like a diverter valve and a cable reel like a cable reel (issue #11).
 * The kind travels in the image URL (`/images/products/{kind}/{brand}/{mpn}.svg`), so the media route needs no database.
 */
export const drawingKinds = [
  // boiler spares
  'pcb', 'diverter-valve', 'pump', 'fan', 'gas-valve', 'electrode', 'thermistor', 'expansion-vessel', 'heat-exchanger',
  'pressure-relief-valve', 'flow-switch', 'seal-kit', 'burner', 'spark-generator', 'air-pressure-switch', 'overheat-thermostat',
  'pressure-gauge', 'air-vent', 'condensate-trap', 'wiring-harness', 'control-knob',
  // heating
  'room-thermostat', 'programmer', 'smart-thermostat', 'ufh-manifold', 'pipe-coil', 'flue-kit', 'flue-bend', 'chemical-bottle',
  'radiator', 'towel-rail', 'designer-radiator', 'column-radiator', 'boiler', 'magnetic-filter', 'condensate-pump',
  'cylinder', 'vented-cylinder', 'immersion-heater', 'cylinder-thermostat',
  // plumbing and valves
  'copper-fitting', 'compression-fitting', 'push-fit-fitting', 'copper-tube', 'trap', 'waste-pipe',
  'isolating-valve', 'trv', 'lockshield-valve', 'zone-valve', 'valve-actuator', 'ball-valve', 'gate-valve', 'check-valve',
  // electrical
  'cable-reel', 'consumer-unit', 'socket', 'light-switch', 'fused-spur', 'circuit-breaker', 'downlight', 'batten',
  // tools and fixings
  'pipe-cutter', 'wrench', 'power-drill', 'press-tool', 'pipe-clip', 'screw-box', 'sealant', 'ptfe-tape',
  // anything unknown (an old URL, a product from outside the demo world)
  'part',
] as const;
export type DrawingKind = (typeof drawingKinds)[number];

/** Boiler spare part types (db/seed/names/part-types.ts) by name. */
const partTypeKinds: Record<string, DrawingKind> = {
  PCB: 'pcb', 'Diverter Valve': 'diverter-valve', Pump: 'pump', Fan: 'fan', 'Gas Valve': 'gas-valve',
  'Ignition Electrode': 'electrode', 'Flame Sensing Electrode': 'electrode', Thermistor: 'thermistor',
  'Expansion Vessel': 'expansion-vessel', 'Heat Exchanger': 'heat-exchanger', 'Pressure Relief Valve': 'pressure-relief-valve',
  'Flow Switch': 'flow-switch', 'Seal Kit': 'seal-kit', Burner: 'burner', 'Spark Generator': 'spark-generator',
  'Air Pressure Switch': 'air-pressure-switch', 'Overheat Thermostat': 'overheat-thermostat', 'Pressure Gauge': 'pressure-gauge',
  'Automatic Air Vent': 'air-vent', 'Condensate Trap': 'condensate-trap', 'Wiring Harness': 'wiring-harness', 'Control Knob': 'control-knob',
};

/** General product families (db/seed/names/shop-tree.ts) by MPN prefix; GEN is the isolating-valve anchor. */
const prefixKinds: Record<string, DrawingKind> = {
  RT: 'room-thermostat', PRG: 'programmer', SMT: 'smart-thermostat', UFM: 'ufh-manifold', UFP: 'pipe-coil', MD: 'pipe-coil', BP: 'pipe-coil',
  FLK: 'flue-kit', FLE: 'flue-kit', FLB: 'flue-bend', INH: 'chemical-bottle', CLN: 'chemical-bottle',
  EF: 'copper-fitting', SR: 'copper-fitting', CF: 'compression-fitting', PFC: 'push-fit-fitting', PFE: 'push-fit-fitting', PFT: 'push-fit-fitting',
  CT: 'copper-tube', TRP: 'trap', WST: 'waste-pipe',
  ISO: 'isolating-valve', SV: 'isolating-valve', GEN: 'isolating-valve', TRV: 'trv', LSV: 'lockshield-valve', ZV2: 'zone-valve', ZV3: 'zone-valve',
  ACT: 'valve-actuator', LBV: 'ball-valve', GTV: 'gate-valve', CHK: 'check-valve',
  RAD11: 'radiator', RAD22: 'radiator', TWS: 'towel-rail', TWC: 'towel-rail', VRD: 'designer-radiator', COL: 'column-radiator',
  CMB: 'boiler', SYS: 'boiler', HOB: 'boiler', MGF: 'magnetic-filter', CDP: 'condensate-pump',
  UVD: 'cylinder', UVI: 'cylinder', VCY: 'vented-cylinder', IMM: 'immersion-heater', CYT: 'cylinder-thermostat',
  TE: 'cable-reel', FLX: 'cable-reel', CUD: 'consumer-unit', CUR: 'consumer-unit', SKT: 'socket', SWT: 'light-switch', FCU: 'fused-spur',
  MCB: 'circuit-breaker', RCBO: 'circuit-breaker', DLT: 'downlight', BAT: 'batten',
  PCT: 'pipe-cutter', GRP: 'wrench', DRL: 'power-drill', PRS: 'press-tool', CLP: 'pipe-clip', SCR: 'screw-box', SIL: 'sealant', PTFE: 'ptfe-tape',
};

export function kindOfPartType(partTypeName: string): DrawingKind {
  return partTypeKinds[partTypeName] ?? 'part';
}

/** The kind of a general product from its MPN ('TRV-100123' → 'trv'). */
export function kindOfMpn(mpn: string): DrawingKind {
  return prefixKinds[mpn.split('-')[0]?.toUpperCase() ?? ''] ?? 'part';
}

export function isDrawingKind(value: string): value is DrawingKind {
  return (drawingKinds as readonly string[]).includes(value);
}

/**
 * The generated picture of a product: its kind, its brand (manufacturer or product brand), its finish or colour where
 * it has one (drawing-paint.ts finishes: 'matt-black') and its MPN.
 */
export function productImagePath(kind: DrawingKind, brand: string, mpn: string, finish?: string): string {
  return `/images/products/${kind}/${encodeURIComponent(brand)}/${finish ? `${finish}/` : ''}${encodeURIComponent(mpn)}.svg`;
}

/** 'Polished Chrome' → 'chrome', 'Matt Black' → 'black': the finish slug of a Finish or Colour attribute value. */
export function finishOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const slug = value.toLowerCase().replace(/^(polished|matt) /, '').replace(/\s+/g, '-');
  return slug === 'raw-metal-lacquer' ? 'brushed-steel' : slug;
}
