import { readIntoCache, type PageReads } from '../../../lib/server-render-state';
import { readSearchUrlState, searchRequestOf } from '../hooks/search-url-state';
import { breadcrumbQueryOptions, breadcrumbRead } from './get-breadcrumb';
import { searchProductsQueryOptions, searchProductsRead } from './search-products';

/**
 * The /products page's own reads, made on the server before its first paint (decision 019): the results of the
 * search in its address and the category path and children above them, under the keys the page's queries use.
 */
export async function readProductResults(reads: PageReads): Promise<void> {
  const state = readSearchUrlState(reads.address.searchParams);
  const request = searchRequestOf(state);
  await Promise.all([
    readIntoCache(reads, searchProductsQueryOptions(request).queryKey, searchProductsRead(request)),
    readIntoCache(reads, breadcrumbQueryOptions(state.classificationId).queryKey, breadcrumbRead(state.classificationId)),
  ]);
}
