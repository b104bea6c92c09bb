import { describe, expect, it } from 'vitest';
import { sortBranches, type AvailabilitySortOption, type SortableBranch } from './availability-sort';

const branch = (name: string, supplierId: number, distanceMiles: number, mostAvailable: number, defaultTotalPence: number | null, hasAlternative = false) => ({ name, supplierId, distanceMiles, mostAvailable, defaultTotalPence, hasAlternative });
const branches: (SortableBranch & { name: string })[] = [
  branch('A', 1, 1, 1, 4800),
  branch('B', 2, 2, 3, 9000),
  branch('C', 4, 3, 0, null),
  branch('D', 7, 4, 3, 8000),
  branch('E', 5, 5, 0, null, true),
];

describe('sortBranches (spec 3 §9 sort options)', () => {
  it.each<[string, AvailabilitySortOption | null, string]>([
    ['default: top availability first (nearest of ties), rest nearest first, empty last', null, 'BADEC'],
    ['0 Closest', 0, 'ABCDE'],
    ['1 Product availability', 1, 'BDACE'],
    ['2 Price low to high (no price last)', 2, 'ADBCE'],
    ['3 Price high to low (no price last)', 3, 'BDACE'],
    ['4 merchant 2 only', 4, 'B'],
    ['5 merchant 1 only', 5, 'A'],
    ['6 merchant 4 only', 6, 'C'],
    ['7 all other merchants', 7, 'DE'],
  ])('%s', (_name, option, expected) => expect(sortBranches(branches, option).map((b) => b.name).join('')).toBe(expected));
});
