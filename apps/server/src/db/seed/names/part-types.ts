/**
 * Boiler spare part types. Each knows the descriptions its parts get, a believable price band, which exploded diagram
 * it appears on, and its category under the Spares parent (level 2 › level 3). The weight sets how common it is in a
 * manufacturer's range (there are many more seals and electrodes than heat exchangers).
 */
export interface PartTypeDefinition {
  name: string;
  descriptions: readonly string[];
  minPence: number;
  maxPence: number;
  diagram: 'Hydraulic Assembly' | 'Combustion' | 'Controls' | 'Casing & Flue';
  sparesGroup: string;
  sparesCategory: string;
  weight: number;
}

const p = (
  name: string,
  descriptions: string[],
  minPence: number,
  maxPence: number,
  diagram: PartTypeDefinition['diagram'],
  sparesGroup: string,
  sparesCategory: string,
  weight: number,
): PartTypeDefinition => ({ name, descriptions, minPence, maxPence, diagram, sparesGroup, sparesCategory, weight });

export const partTypeDefinitions: readonly PartTypeDefinition[] = [
  p('PCB', ['Printed circuit board', 'Main PCB', 'PCB - main control board', 'Display PCB', 'Ignition PCB', 'PCB kit'], 9500, 34500, 'Controls', 'Boiler Spares', 'PCBs', 6),
  p('Diverter Valve', ['Diverter valve assembly', 'Diverter valve motor', 'Diverter valve cartridge', 'Diverter valve actuator', 'Diverter valve body', 'Diverter valve head'], 2200, 9800, 'Hydraulic Assembly', 'Boiler Spares', 'Diverter Valves', 5),
  p('Pump', ['Pump', 'Pump head', 'Pump assembly 6m', 'Pump motor', 'Circulating pump', 'Pump head 5m'], 6500, 22000, 'Hydraulic Assembly', 'Boiler Spares', 'Pumps', 5),
  p('Fan', ['Fan assembly', 'Fan', 'Fan motor', 'Fan and venturi kit'], 7500, 19500, 'Combustion', 'Boiler Spares', 'Fans', 4),
  p('Gas Valve', ['Gas valve', 'Gas valve assembly', 'Multifunctional gas valve', 'Gas valve kit'], 8500, 26000, 'Combustion', 'Boiler Spares', 'Gas Valves', 4),
  p('Ignition Electrode', ['Ignition electrode', 'Ignition electrode & gasket', 'Spark electrode', 'Ignition electrode kit'], 800, 3200, 'Combustion', 'Boiler Spares', 'Electrodes', 6),
  p('Flame Sensing Electrode', ['Flame sensing electrode', 'Flame detection electrode', 'Detection electrode & gasket'], 900, 3400, 'Combustion', 'Boiler Spares', 'Electrodes', 5),
  p('Thermistor', ['Thermistor', 'NTC thermistor (flow)', 'NTC thermistor (return)', 'DHW sensor', 'Clip-on thermistor'], 700, 3800, 'Controls', 'Boiler Spares', 'Sensors & Thermistors', 7),
  p('Expansion Vessel', ['Expansion vessel 8L', 'Expansion vessel 10L', 'Expansion vessel 7L', 'Expansion vessel 12L'], 3500, 11500, 'Hydraulic Assembly', 'Hydraulic Spares', 'Expansion Vessels', 3),
  p('Heat Exchanger', ['Main heat exchanger', 'Plate heat exchanger', 'DHW plate heat exchanger', 'Primary heat exchanger'], 6500, 45000, 'Combustion', 'Boiler Spares', 'Heat Exchangers', 3),
  p('Pressure Relief Valve', ['Pressure relief valve 3 bar', 'Safety valve', 'PRV assembly'], 900, 3500, 'Hydraulic Assembly', 'Hydraulic Spares', 'Pressure Relief Valves', 4),
  p('Flow Switch', ['Flow switch', 'DHW flow sensor', 'Flow turbine', 'Flow switch assembly'], 1200, 6500, 'Hydraulic Assembly', 'Hydraulic Spares', 'Flow Switches & Sensors', 4),
  p('Seal Kit', ['Seal kit', 'O-ring kit', 'Gasket kit', 'Washer pack', 'Combustion chamber seal'], 300, 2200, 'Casing & Flue', 'Hydraulic Spares', 'Seals & Gaskets', 8),
  p('Burner', ['Burner', 'Burner assembly', 'Burner door seal kit'], 4500, 16500, 'Combustion', 'Boiler Spares', 'Burners & Ignition', 3),
  p('Spark Generator', ['Spark generator', 'Ignition transformer', 'Ignition lead'], 1800, 6500, 'Combustion', 'Boiler Spares', 'Burners & Ignition', 3),
  p('Air Pressure Switch', ['Air pressure switch', 'APS assembly'], 2200, 6500, 'Combustion', 'Boiler Spares', 'Burners & Ignition', 2),
  p('Overheat Thermostat', ['Overheat thermostat', 'Limit thermostat', 'Overheat cut-off'], 1200, 4500, 'Controls', 'Boiler Spares', 'Sensors & Thermistors', 3),
  p('Pressure Gauge', ['Pressure gauge', 'Pressure transducer', 'Water pressure sensor'], 1200, 5500, 'Hydraulic Assembly', 'Hydraulic Spares', 'Air Vents & Gauges', 3),
  p('Automatic Air Vent', ['Automatic air vent', 'Auto air vent & seal'], 800, 2800, 'Hydraulic Assembly', 'Hydraulic Spares', 'Air Vents & Gauges', 3),
  p('Condensate Trap', ['Condensate trap', 'Siphon assembly', 'Condensate trap seal kit'], 1400, 5200, 'Casing & Flue', 'Hydraulic Spares', 'Seals & Gaskets', 2),
  p('Wiring Harness', ['Wiring harness', 'Cable loom', 'Mains lead'], 1500, 6500, 'Controls', 'Controls & Fascia', 'Wiring Harnesses', 2),
  p('Control Knob', ['Control knob', 'Knob set', 'Fascia door', 'User interface cover'], 400, 4500, 'Casing & Flue', 'Controls & Fascia', 'Knobs & Fascias', 2),
];

export const diagramNames = ['Hydraulic Assembly', 'Combustion', 'Controls', 'Casing & Flue'] as const;

/** Level-2 groups under Spares, in menu order, with their level-3 categories. */
export const sparesTree: ReadonlyArray<readonly [group: string, categories: readonly string[]]> = [
  ['Boiler Spares', ['PCBs', 'Diverter Valves', 'Pumps', 'Fans', 'Gas Valves', 'Electrodes', 'Sensors & Thermistors', 'Heat Exchangers', 'Burners & Ignition']],
  ['Hydraulic Spares', ['Expansion Vessels', 'Pressure Relief Valves', 'Flow Switches & Sensors', 'Seals & Gaskets', 'Air Vents & Gauges']],
  ['Controls & Fascia', ['Wiring Harnesses', 'Knobs & Fascias']],
];
