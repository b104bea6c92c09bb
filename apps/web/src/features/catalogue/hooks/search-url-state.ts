import type { SearchIndexRequest, SelectedAttribute, SortDirection } from '@sparesfinder/contracts/catalogue';
import { searchPageSize } from '@sparesfinder/contracts/search-paging';

/** spec 2 §9 sort options, as they appear in the address (?sort=). Recommended is the default and not written. */
export const sortOptions = [
  { id: 'recommended', label: 'Recommended', sortDirection: 'ASC', sortProp: 'PREF' },
  { id: 'name-asc', label: 'Product Name A-Z', sortDirection: 'ASC', sortProp: 'Name' },
  { id: 'name-desc', label: 'Product Name Z-A', sortDirection: 'DESC', sortProp: 'Name' },
] as const satisfies readonly { id: string; label: string; sortDirection: SortDirection; sortProp: string }[];
export type SortOptionId = (typeof sortOptions)[number]['id'];

/** Everything the /products page shows, read from (and written to) the address so back/forward and links work. */
export interface SearchUrlState {
  classificationId?: number;
  searchTerm?: string;
  /** 1-based. */
  page: number;
  sort: SortOptionId;
  filters: SelectedAttribute[];
}

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** A filter is written `f=attributeId:value` (repeatable). */
const parseFilter = (text: string): SelectedAttribute | undefined => {
  const at = text.indexOf(':');
  const attributeId = positiveInt(text.slice(0, at));
  const value = text.slice(at + 1).trim();
  return at > 0 && attributeId && value ? { attributeId, value } : undefined;
};

export function readSearchUrlState(params: URLSearchParams): SearchUrlState {
  const sort = sortOptions.find((option) => option.id === params.get('sort'))?.id ?? 'recommended';
  return {
    classificationId: positiveInt(params.get('classification')),
    searchTerm: params.get('searchTerm')?.trim() || undefined,
    page: positiveInt(params.get('page')) ?? 1,
    sort,
    filters: params.getAll('f').flatMap((text) => parseFilter(text) ?? []),
  };
}

export function writeSearchUrlState(state: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.classificationId) params.set('classification', String(state.classificationId));
  if (state.searchTerm) params.set('searchTerm', state.searchTerm);
  for (const filter of state.filters) params.append('f', `${filter.attributeId}:${filter.value}`);
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const isFilterSelected = (filters: SelectedAttribute[], attributeId: number, value: string) =>
  filters.some((filter) => filter.attributeId === attributeId && filter.value === value);

/** spec 2 §4: selecting a filter toggles the pair and reruns from the first page. */
export function toggleFilter(state: SearchUrlState, attributeId: number, value: string): SearchUrlState {
  const filters = isFilterSelected(state.filters, attributeId, value)
    ? state.filters.filter((filter) => !(filter.attributeId === attributeId && filter.value === value))
    : [...state.filters, { attributeId, value }];
  return { ...state, filters, page: 1 };
}

export const clearFilters = (state: SearchUrlState): SearchUrlState => ({ ...state, filters: [], page: 1 });
export const withSort = (state: SearchUrlState, sort: SortOptionId): SearchUrlState => ({
  ...state,
  sort,
  page: 1,
});
export const withPage = (state: SearchUrlState, page: number): SearchUrlState => ({ ...state, page });

/** The SearchIndex body for the state: page size 28 (spec 2 §9). */
export function searchRequestOf(state: SearchUrlState): SearchIndexRequest {
  const sort = sortOptions.find((option) => option.id === state.sort) ?? sortOptions[0];
  return {
    skip: (state.page - 1) * searchPageSize,
    take: searchPageSize,
    attributes: state.filters,
    classificationId: state.classificationId,
    searchTerm: state.searchTerm,
    sortDirection: sort.sortDirection,
    sortProp: sort.sortProp,
  };
}

export const pageCountOf = (count: number) => Math.max(1, Math.ceil(count / searchPageSize));
