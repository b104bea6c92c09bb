import { describe, expect, it } from 'vitest';
import { sortBranches, type AvailabilitySortOption, type SortableBranch } from './availability-sort';

type NamedBranch = SortableBranch & { name: string };

/** A basket of 7 units; `available` is what the branch's default (shown) option supplies of them. */
const branch = (
  name: string,
  supplierId: number,
  distanceMiles: number,
  available: number,
  defaultTotalPence: number | null,
  { hasAlternative = false, mostAvailable = available, requestedQty = 7 } = {},
): NamedBranch => ({
  name,
  supplierId,
  distanceMiles,
  mostAvailable,
  hasAlternative,
  defaultTotalPence,
  defaultAvailableQty: available,
  requestedQty,
});

const branches: NamedBranch[] = [
  branch('A', 1, 1, 1, 219), // 1 of 7 at £2.19: cheap because it supplies little (issue #44)
  branch('B', 2, 2, 7, 9000),
  branch('C', 4, 3, 0, null), // empty
  branch('D', 7, 4, 7, 8000),
  branch('E', 5, 5, 0, null, { hasAlternative: true }),
  branch('F', 1, 6, 3, 4000),
  branch('G', 2, 0.5, 3, 5000),
];
const order = (list: readonly NamedBranch[], option: AvailabilitySortOption | null) =>
  sortBranches(list, option)
    .map((b) => b.name)
    .join('');

describe('sortBranches (spec 3 §9 sort options)', () => {
  it.each<[string, AvailabilitySortOption | null, string]>([
    ['default: top availability first (nearest of ties), rest nearest first, empty last', null, 'BGADEFC'],
    ['0 Closest', 0, 'GABCDEF'],
    ['1 Product availability', 1, 'BDGFACE'],
    [
      '2 Price low to high: whole basket by total, then most supplied (then cheaper), empty last',
      2,
      'DBFGAEC',
    ],
    [
      '3 Price high to low: whole basket by total, then most supplied (then dearer), empty last',
      3,
      'BDGFAEC',
    ],
    ['4 merchant 2 only', 4, 'BG'],
    ['5 merchant 1 only', 5, 'FA'],
    ['6 merchant 4 only', 6, 'C'],
    ['7 all other merchants', 7, 'DE'],
  ])('%s', (_name, option, expected) => expect(order(branches, option)).toBe(expected));
});

describe('sortBranches by price (spec 3 §9 options 2 and 3, issue #44)', () => {
  it.each<[string, NamedBranch[], AvailabilitySortOption, string]>([
    [
      'a part-basket branch never heads low to high, however cheap',
      [branch('cheap', 1, 1, 1, 219), branch('whole', 1, 9, 7, 20000)],
      2,
      'whole,cheap',
    ],
    [
      'nor high to low, however dear',
      [branch('dear', 1, 1, 6, 90000), branch('whole', 1, 9, 7, 20000)],
      3,
      'whole,dear',
    ],
    [
      'the shown option counts, not the best slot: 3 of 7 today though 7 tomorrow',
      [branch('today', 1, 1, 3, 100, { mostAvailable: 7 }), branch('whole', 1, 9, 7, 20000)],
      2,
      'whole,today',
    ],
    [
      'equal totals: nearest first',
      [branch('far', 1, 9, 7, 5000), branch('near', 1, 2, 7, 5000)],
      2,
      'near,far',
    ],
    [
      'equal share: by price in the chosen direction',
      [branch('dear', 1, 1, 2, 900), branch('cheap', 1, 2, 2, 300)],
      2,
      'cheap,dear',
    ],
    [
      'equal share high to low',
      [branch('cheap', 1, 1, 2, 300), branch('dear', 1, 2, 2, 900)],
      3,
      'dear,cheap',
    ],
    [
      'only alternatives (nothing of the basket) after any supply, before empty',
      [
        branch('empty', 1, 1, 0, null),
        branch('alt', 1, 2, 0, null, { hasAlternative: true }),
        branch('one', 1, 3, 1, 100),
      ],
      2,
      'one,alt,empty',
    ],
    [
      'an empty basket supplies no whole basket',
      [
        branch('far', 1, 9, 0, 0, { requestedQty: 0, hasAlternative: true }),
        branch('near', 1, 2, 0, 0, { requestedQty: 0, hasAlternative: true }),
      ],
      2,
      'near,far',
    ],
  ])('%s', (_name, list, option, expected) =>
    expect(
      sortBranches(list, option)
        .map((b) => b.name)
        .join(','),
    ).toBe(expected),
  );
});
