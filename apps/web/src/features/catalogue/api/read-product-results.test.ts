import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { searchResponse } from '../../../test-utils/catalogue-fixtures';
import { readSearchUrlState, searchRequestOf } from '../hooks/search-url-state';
import { breadcrumbQueryOptions } from './get-breadcrumb';
import { readProductResults } from './read-product-results';
import { searchProductsQueryOptions } from './search-products';

const breadcrumb = { breadcrumb: [{ classificationId: 4, classificationName: 'Valves', parentClassificationId: null }], children: [] };

async function read(address: string, answers: { search?: unknown; breadcrumb?: unknown } = { search: searchResponse(), breadcrumb }) {
  const calls: { path: string; body?: unknown }[] = [];
  const queryClient = createQueryClient();
  await readProductResults({
    address: new URL(address, 'http://shop.test'),
    readJson: async (path, body) => {
      calls.push({ path, body });
      return path.startsWith('/ProductSearch/SearchIndex') ? answers.search : answers.breadcrumb;
    },
    queryClient,
  });
  return { calls, queryClient };
}

describe('readProductResults', () => {
  it("reads the search in the address, as the page's own query asks it, and puts it under that query's key", async () => {
    const address = '/products?classification=4&searchTerm=valve&page=2&sort=name-desc&f=12:15mm';
    const { calls, queryClient } = await read(address);
    const request = searchRequestOf(readSearchUrlState(new URL(address, 'http://shop.test').searchParams));
    expect(request).toMatchObject({ skip: request.take, classificationId: 4, searchTerm: 'valve', sortDirection: 'DESC', attributes: [{ attributeId: 12, value: '15mm' }] });
    expect(calls).toEqual([{ path: '/ProductSearch/SearchIndex', body: request }, { path: '/ProductSearch/GetBreadCrumb?startNodeId=4', body: undefined }]);
    expect(queryClient.getQueryData(searchProductsQueryOptions(request).queryKey)).toEqual(searchResponse());
    expect(queryClient.getQueryData(breadcrumbQueryOptions(4).queryKey)).toEqual(breadcrumb);
  });

  it('reads the top-level categories when the address names none', async () => {
    const { calls, queryClient } = await read('/products?searchTerm=pump');
    expect(calls[1]).toEqual({ path: '/ProductSearch/GetBreadCrumb', body: undefined });
    expect(queryClient.getQueryData(breadcrumbQueryOptions(undefined).queryKey)).toEqual(breadcrumb);
  });

  it('leaves the results to the browser when the answer failed or breaks the contract', async () => {
    for (const search of [undefined, { collection: 'not a list' }]) {
      const { queryClient } = await read('/products?searchTerm=pump', { search, breadcrumb });
      const request = searchRequestOf(readSearchUrlState(new URLSearchParams('searchTerm=pump')));
      expect(queryClient.getQueryData(searchProductsQueryOptions(request).queryKey)).toBeUndefined();
    }
  });
});
