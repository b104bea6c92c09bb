import { BreadcrumbResponse, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { buildUrl } from '../../../lib/api-client';
import { seedQuery, type PageReads } from '../../../lib/server-render-state';
import { readSearchUrlState, searchRequestOf } from '../hooks/search-url-state';
import { breadcrumbQueryOptions } from './get-breadcrumb';
import { searchProductsQueryOptions } from './search-products';

/**
 * The /products page's own reads, made on the server before its first paint (decision 019): the results of the
 * search in its address and the category path and children above them, under the keys the page's queries use.
 */
export async function readProductResults({ address, readJson, queryClient }: PageReads): Promise<void> {
  const state = readSearchUrlState(address.searchParams);
  const request = searchRequestOf(state);
  const [results, breadcrumb] = await Promise.all([
    readJson(apiRoutes.catalogue.searchIndex, request),
    readJson(buildUrl(apiRoutes.catalogue.breadcrumb, { startNodeId: state.classificationId })),
  ]);
  seedQuery(queryClient, searchProductsQueryOptions(request).queryKey, SearchIndexResponse, results);
  seedQuery(queryClient, breadcrumbQueryOptions(state.classificationId).queryKey, BreadcrumbResponse, breadcrumb);
}
