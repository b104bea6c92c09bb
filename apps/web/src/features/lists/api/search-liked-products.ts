import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LikedProductsSearchResponse, type LikedProductsSearchRequest } from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** POST LikedProduct/SearchLikedProducts (spec 2 §7; JSON is accepted as well as the form). */
export const searchLikedProducts = (request: LikedProductsSearchRequest, signal?: AbortSignal) =>
  apiRequest(apiRoutes.lists.searchLikedProducts, {
    method: 'POST',
    body: request,
    schema: LikedProductsSearchResponse,
    signal,
  });

/** Starts with ['lists', 'favourites']: a like toggled anywhere invalidates it. */
export const likedProductsQueryOptions = (request: LikedProductsSearchRequest) =>
  queryOptions({
    queryKey: ['lists', 'favourites', request],
    queryFn: ({ signal }) => searchLikedProducts(request, signal),
    placeholderData: keepPreviousData,
  });

export const useLikedProducts = (request: LikedProductsSearchRequest) =>
  useQuery(likedProductsQueryOptions(request));
