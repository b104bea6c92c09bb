import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { PartsPage, SearchByGcResponse, type SearchByGcParams, type SearchByKeywordParams, type SearchPartsParams } from '@sparesfinder/contracts/spares';
import { apiRequest } from '../../../lib/api-client';
import { sparesKeys } from './spares-keys';

/** GET /SparesFinder/SearchParts: Select Appliance mode (manufacturer, appliance and part type). */
export const searchParts = (query: SearchPartsParams, signal?: AbortSignal) =>
  apiRequest(apiRoutes.spares.searchParts, { query: { ...query }, schema: PartsPage, signal });

/** GET /SparesFinder/SearchByGcNumber: GC mode; several appliances answer the appliances only (the dialog). */
export const searchByGcNumber = (query: SearchByGcParams, signal?: AbortSignal) =>
  apiRequest(apiRoutes.spares.searchByGcNumber, { query: { ...query }, schema: SearchByGcResponse, signal });

/** GET /SparesFinder/SearchByKeyword: part code or keyword, one maker or all. */
export const searchByKeyword = (query: SearchByKeywordParams, signal?: AbortSignal) =>
  apiRequest(apiRoutes.spares.searchByKeyword, { query: { ...query }, schema: PartsPage, signal });

const searchOptions = { staleTime: 60_000, placeholderData: keepPreviousData } as const;

export const useSearchParts = (query: SearchPartsParams | null) =>
  useQuery({
    queryKey: sparesKeys.search('parts', query ?? {}),
    queryFn: ({ signal }) => searchParts(query!, signal),
    enabled: query !== null,
    ...searchOptions,
  });

export const useSearchByGcNumber = (query: SearchByGcParams | null) =>
  useQuery({
    queryKey: sparesKeys.search('gc', query ?? {}),
    queryFn: ({ signal }) => searchByGcNumber(query!, signal),
    enabled: query !== null,
    ...searchOptions,
  });

export const useSearchByKeyword = (query: SearchByKeywordParams | null) =>
  useQuery({
    queryKey: sparesKeys.search('keyword', query ?? {}),
    queryFn: ({ signal }) => searchByKeyword(query!, signal),
    enabled: query !== null,
    ...searchOptions,
  });
