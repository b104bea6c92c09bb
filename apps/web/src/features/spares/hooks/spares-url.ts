import { isSparesMode, type SparesMode } from '@sparesfinder/domain/spares/spares-search';

/*
 * The finder's state lives in the URL (issue #16): a deep link opens the same search, and the browser's back button
 * returns to the previous one. Only submitted searches are written; the dropdowns being filled in are not.
 * spec 1 §2: /Spares?tab=searchByKeyword&q={text}.
 */

export type SparesSort = 'asc' | 'desc';

export interface SparesSearchState {
  tab: SparesMode;
  /** Select Appliance: manufacturer, appliance, part type. Keyword: the maker (null = All Manufacturers). */
  manufacturerId: number | null;
  applianceId: number | null;
  partTypeId: number | null;
  /** GC mode: the number as typed (the server strips dashes and spaces). */
  gc: string;
  /** Keyword mode: the text. */
  q: string;
  sort: SparesSort;
  /** 1-based results page. */
  page: number;
  /** The diagram view of this appliance, and its chosen diagram. */
  diagramsFor: number | null;
  diagramId: number | null;
}

const id = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

export function readSparesState(params: URLSearchParams): SparesSearchState {
  const tab = params.get('tab');
  const page = id(params.get('page')) ?? 1;
  return {
    tab: isSparesMode(tab) ? tab : 'selectAppliance',
    manufacturerId: id(params.get('man')),
    applianceId: id(params.get('app')),
    partTypeId: id(params.get('type')),
    gc: params.get('gc') ?? '',
    q: params.get('q') ?? '',
    sort: params.get('sort') === 'desc' ? 'desc' : 'asc',
    page: Math.min(page, 10_000),
    diagramsFor: id(params.get('diagrams')),
    diagramId: id(params.get('diagram')),
  };
}

/** The URL of a state: only what the mode uses, defaults left out, so links are short and stable. */
export function writeSparesState(state: Partial<SparesSearchState> & { tab: SparesMode }): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tab', state.tab);
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  };
  if (state.tab === 'selectAppliance') {
    set('man', state.manufacturerId);
    set('app', state.applianceId);
    set('type', state.partTypeId);
  } else if (state.tab === 'searchByGcNumber') {
    set('gc', state.gc);
    set('app', state.applianceId);
  } else {
    set('q', state.q);
    set('man', state.manufacturerId);
  }
  if (state.sort === 'desc') set('sort', 'desc');
  if (state.page && state.page > 1) set('page', state.page);
  set('diagrams', state.diagramsFor);
  set('diagram', state.diagramId);
  return params;
}
