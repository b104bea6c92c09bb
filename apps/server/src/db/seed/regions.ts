import type { Region } from './names/suppliers';

const areaRegions: Record<Region, readonly string[]> = {
  yorkshire: ['LS', 'WF', 'BD', 'HD', 'HX', 'YO', 'HG', 'S', 'DN', 'HU'],
  northwest: ['M', 'SK', 'OL', 'BL', 'WN', 'WA', 'L', 'CH', 'PR', 'BB', 'FY', 'LA', 'CA'],
  northeast: ['NE', 'SR', 'TS', 'DL', 'DH'],
  midlands: ['B', 'WS', 'WV', 'DY', 'CV', 'NG', 'LE', 'DE', 'ST', 'NN', 'LN', 'WR', 'HR', 'SY', 'TF'],
  london: ['EC', 'WC', 'E', 'N', 'NW', 'SE', 'SW', 'W', 'CR', 'BR', 'DA', 'RM', 'IG', 'EN', 'HA', 'UB', 'TW', 'KT', 'SM'],
  southeast: ['RG', 'OX', 'SL', 'GU', 'RH', 'BN', 'ME', 'CT', 'TN', 'SO', 'PO', 'HP', 'MK', 'LU', 'SG', 'AL', 'WD', 'CM', 'CO', 'SS'],
  east: ['PE', 'CB', 'NR', 'IP'],
  southwest: ['BS', 'BA', 'GL', 'SN', 'EX', 'PL', 'TQ', 'TR', 'TA', 'BH', 'DT', 'SP'],
  wales: ['CF', 'NP', 'SA', 'LL'],
  scotland: ['G', 'PA', 'ML', 'EH', 'AB', 'IV', 'DD', 'PH', 'KY', 'FK', 'KA', 'DG'],
  northernireland: ['BT'],
};

const regionByArea = new Map<string, Region>(
  Object.entries(areaRegions).flatMap(([region, areas]) => areas.map((area) => [area, region as Region] as const)),
);

/** The region of a postcode district ('LS11' → yorkshire), from its letters. */
export function regionOfDistrict(district: string): Region {
  const area = /^[A-Z]+/.exec(district)?.[0] ?? '';
  const region = regionByArea.get(area);
  if (!region) throw new Error(`No region for postcode district ${district}`);
  return region;
}

/** UK drama-reserved numbers (Ofcom) so no demo phone number can ring a real line. */
export function fictionalPhone(region: Region, n: number): string {
  const last = String(n % 1000).padStart(3, '0');
  switch (region) {
    case 'london':
      return `020 7946 0${last}`;
    case 'northwest':
      return `0161 496 0${last}`;
    case 'yorkshire':
      return `0113 496 0${last}`;
    case 'midlands':
      return `0121 496 0${last}`;
    case 'scotland':
      return `0141 496 0${last}`;
    case 'southwest':
      return `0117 496 0${last}`;
    case 'northernireland':
      return `028 9018 0${last}`;
    case 'wales':
      return `029 2018 0${last}`;
    default:
      return `01632 960${last}`;
  }
}
