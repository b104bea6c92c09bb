import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  RequestedProductsSearchResponse,
  type RequestedProductsSearchRequest,
} from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** POST RequestedProducts/SearchRequestedProducts (spec 2 §7). */
export const searchRequestedProducts = (request: RequestedProductsSearchRequest, signal?: AbortSignal) =>
  apiRequest(apiRoutes.lists.searchRequestedProducts, {
    method: 'POST',
    body: request,
    schema: RequestedProductsSearchResponse,
    signal,
  });

export const requestedProductsQueryKey = ['lists', 'requested-products'] as const;

export const requestedProductsQueryOptions = (request: RequestedProductsSearchRequest) =>
  queryOptions({
    queryKey: [...requestedProductsQueryKey, request],
    queryFn: ({ signal }) => searchRequestedProducts(request, signal),
    placeholderData: keepPreviousData,
  });

export const useRequestedProducts = (request: RequestedProductsSearchRequest) =>
  useQuery(requestedProductsQueryOptions(request));
