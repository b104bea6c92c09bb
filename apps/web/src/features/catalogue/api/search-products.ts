import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchIndexResponse, type SearchIndexRequest } from '@sparesfinder/contracts/catalogue';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRead, requestRead } from '../../../lib/api-client';

/** POST /ProductSearch/SearchIndex (spec 2 §7). */
export const searchProductsRead = (request: SearchIndexRequest) =>
  apiRead({ path: apiRoutes.catalogue.searchIndex, body: request, schema: SearchIndexResponse });

export const searchProducts = (request: SearchIndexRequest, signal?: AbortSignal) => requestRead(searchProductsRead(request), signal);

export const searchProductsQueryOptions = (request: SearchIndexRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'search', request],
    queryFn: ({ signal }) => searchProducts(request, signal),
    // Keep the last page on screen while the next sort/filter/page loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSearchProducts = (request: SearchIndexRequest) =>
  useQuery(searchProductsQueryOptions(request));
