/** The region a branch's postcode area lies in, for the grouped branch dropdown (spec 1 §2 "dropdown with search and grouping"). */
const areasByRegion: Record<string, readonly string[]> = {
  'Yorkshire and the Humber': ['LS', 'WF', 'BD', 'HD', 'HX', 'YO', 'HG', 'S', 'DN', 'HU'],
  'North West': ['M', 'SK', 'OL', 'BL', 'WN', 'WA', 'L', 'CH', 'PR', 'BB', 'FY', 'LA', 'CA'],
  'North East': ['NE', 'SR', 'TS', 'DL', 'DH'],
  Midlands: ['B', 'WS', 'WV', 'DY', 'CV', 'NG', 'LE', 'DE', 'ST', 'NN', 'LN', 'WR', 'HR', 'SY', 'TF'],
  London: ['EC', 'WC', 'E', 'N', 'NW', 'SE', 'SW', 'W', 'CR', 'BR', 'DA', 'RM', 'IG', 'EN', 'HA', 'UB', 'TW', 'KT', 'SM'],
  'South East': ['RG', 'OX', 'SL', 'GU', 'RH', 'BN', 'ME', 'CT', 'TN', 'SO', 'PO', 'HP', 'MK', 'LU', 'SG', 'AL', 'WD', 'CM', 'CO', 'SS'],
  'East of England': ['PE', 'CB', 'NR', 'IP'],
  'South West': ['BS', 'BA', 'GL', 'SN', 'EX', 'PL', 'TQ', 'TR', 'TA', 'BH', 'DT', 'SP'],
  Wales: ['CF', 'NP', 'SA', 'LL'],
  Scotland: ['G', 'PA', 'ML', 'EH', 'AB', 'IV', 'DD', 'PH', 'KY', 'FK', 'KA', 'DG'],
  'Northern Ireland': ['BT'],
};

const regionByArea = new Map(Object.entries(areasByRegion).flatMap(([region, areas]) => areas.map((area) => [area, region] as const)));

export const otherRegion = 'Other';

/** 'LS11 5AB' → 'Yorkshire and the Humber'; an unknown area → 'Other'. */
export function regionOfPostcode(postcode: string): string {
  const area = /^[A-Z]+/.exec(postcode.trim().toUpperCase())?.[0] ?? '';
  return regionByArea.get(area) ?? otherRegion;
}
