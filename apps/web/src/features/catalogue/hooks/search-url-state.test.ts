import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  readSearchUrlState,
  searchRequestOf,
  toggleFilter,
  withPage,
  withSort,
  writeSearchUrlState,
} from './search-url-state';

const read = (query: string) => readSearchUrlState(new URLSearchParams(query));

describe('search url state', () => {
  it('reads classification, term, page, sort and filters; ignores nonsense', () => {
    expect(
      read('classification=12&searchTerm=%20valve%20&page=3&sort=name-desc&f=5:Brass&f=7:15mm&f=bad&f=0:x'),
    ).toEqual({
      classificationId: 12,
      searchTerm: 'valve',
      page: 3,
      sort: 'name-desc',
      filters: [
        { attributeId: 5, value: 'Brass' },
        { attributeId: 7, value: '15mm' },
      ],
    });
    expect(read('page=-2&sort=cheapest&classification=abc')).toEqual({
      classificationId: undefined,
      searchTerm: undefined,
      page: 1,
      sort: 'recommended',
      filters: [],
    });
  });

  it('writes back only what differs from the defaults, round-tripping values with colons', () => {
    const state = read('searchTerm=valve&f=5:Size: 15mm');
    expect(state.filters).toEqual([{ attributeId: 5, value: 'Size: 15mm' }]);
    expect(writeSearchUrlState(withSort(state, 'name-asc')).toString()).toBe(
      'searchTerm=valve&f=5%3ASize%3A+15mm&sort=name-asc',
    );
    expect(writeSearchUrlState(withPage(state, 1)).has('page')).toBe(false);
  });

  it('toggling a filter or changing the sort goes back to page 1; Clear filters empties the selection', () => {
    const state = { ...read('searchTerm=valve&page=4'), filters: [] };
    const filtered = toggleFilter(state, 5, 'Brass');
    expect(filtered).toMatchObject({ page: 1, filters: [{ attributeId: 5, value: 'Brass' }] });
    expect(toggleFilter(withPage(filtered, 3), 5, 'Brass')).toMatchObject({ page: 1, filters: [] });
    expect(withSort(withPage(state, 4), 'name-desc').page).toBe(1);
    expect(clearFilters(withPage(filtered, 2))).toMatchObject({ page: 1, filters: [] });
  });

  it.each([
    ['recommended', 'ASC', 'PREF'],
    ['name-asc', 'ASC', 'Name'],
    ['name-desc', 'DESC', 'Name'],
  ] as const)('sort %s → (%s, %s), page size 28', (sort, sortDirection, sortProp) => {
    expect(searchRequestOf({ page: 3, sort, filters: [], searchTerm: 'valve' })).toEqual({
      skip: 56,
      take: 28,
      attributes: [],
      classificationId: undefined,
      searchTerm: 'valve',
      sortDirection,
      sortProp,
    });
  });
});
