import { queryOptions } from '@tanstack/react-query';
import { relatedProductsPageSize, RelatedProductsResponse } from '@sparesfinder/contracts/catalogue';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** GET Basket/GetRelatedProducts?id&pageSize&skip: offset 0, 24 items after a search-page add (spec 2 §4). */
export const getRelatedProducts = (productId: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.catalogue.relatedProducts, {
    query: { id: productId, pageSize: relatedProductsPageSize, skip: 0 },
    schema: RelatedProductsResponse,
    signal,
  });

export const relatedProductsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'related-products', productId],
    queryFn: ({ signal }) => getRelatedProducts(productId, signal),
    staleTime: 5 * 60_000,
  });
