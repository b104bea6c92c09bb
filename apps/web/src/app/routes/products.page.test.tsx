import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { SearchIndexRequest } from '@sparesfinder/contracts/catalogue';
import { messages } from '@sparesfinder/contracts/messages';
import { filterGroup, productCard, searchResponse } from '../../test-utils/catalogue-fixtures';
import { basketLine, basketWith } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import type { MockRoutes } from '../../test-utils/mock-api';

const breadcrumb = {
  breadcrumb: [
    { classificationId: 1, classificationName: 'Valves', parentClassificationId: null },
    { classificationId: 4, classificationName: 'Isolating Valves', parentClassificationId: 1 },
  ],
  children: [
    { classificationId: 5, classificationName: 'Brass Isolating Valves', parentClassificationId: 4 },
  ],
};

const manyProducts = Array.from({ length: 28 }, (_, index) =>
  productCard({ productId: 200 + index, mpn: `GEN-${200 + index}`, description: `Valve ${index}` }),
);

function searchApi(
  bodies: SearchIndexRequest[],
  overrides: MockRoutes = {},
  products = manyProducts,
): MockRoutes {
  return {
    'POST /ProductSearch/SearchIndex': async (request: Request) => {
      bodies.push((await request.json()) as SearchIndexRequest);
      return {
        body: searchResponse({
          collection: products,
          count: 60,
          counts: {
            classifications: [
              { classificationId: 5, classificationName: 'Brass Isolating Valves', number: 12 },
            ],
            approximate: false,
          },
          filters: [
            filterGroup(5, 'Brand', [
              ['Caldera', 40],
              ['Northwind', 20],
            ]),
          ],
        }),
      };
    },
    'GET /ProductSearch/GetBreadCrumb': breadcrumb,
    ...overrides,
  };
}

async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

describe('/products', { timeout: 40_000 }, () => {
  it('a search too broad to count says its count is an estimate', async () => {
    const api = searchApi([]);
    const search = api['POST /ProductSearch/SearchIndex'] as (
      request: Request,
    ) => Promise<{ body: ReturnType<typeof searchResponse> }>;
    renderApp('/products?searchTerm=pump', {
      ...api,
      'POST /ProductSearch/SearchIndex': async (request: Request) => {
        const { body } = await search(request);
        return { body: { ...body, count: 64_400, counts: { ...body.counts, approximate: true } } };
      },
    });
    const status = await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && /64,400/.test(element.textContent ?? ''),
    );
    expect(status).toHaveTextContent(
      `About 64,400 products for “pump” (${messages.search.approximateCounts})`,
    );
  });

  it('a search run on corrected words, or on any of them, says so above the results', async () => {
    const api = searchApi([]);
    renderApp('/products?searchTerm=isolatng%20valve', {
      ...api,
      'POST /ProductSearch/SearchIndex': searchResponse({ searchedInstead: { term: 'isolating valve', anyWord: false } }),
    });
    expect(await screen.findByText('No results for “isolatng valve”. Showing results for “isolating valve”.')).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.getAttribute('role') === 'status' && /^1 product/.test(element.textContent ?? ''))).toHaveTextContent('1 product for “isolating valve”');
  });

  it('a search run on any of the words says so', async () => {
    const api = searchApi([]);
    renderApp('/products?searchTerm=towel%20radiator', {
      ...api,
      'POST /ProductSearch/SearchIndex': searchResponse({ searchedInstead: { term: 'towel radiator', anyWord: true } }),
    });
    expect(await screen.findByText('No results for “towel radiator”. Showing results with any of the words “towel radiator”.')).toBeInTheDocument();
  });

  it('a search shows the term with the count, sends page size 28 and titles the page SparesFinder', async () => {
    const bodies: SearchIndexRequest[] = [];
    renderApp('/products?searchTerm=diverter%20valve', searchApi(bodies));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “diverter valve”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('60 products for “diverter valve”')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      skip: 0,
      take: 28,
      attributes: [],
      searchTerm: 'diverter valve',
      sortDirection: 'ASC',
      sortProp: 'PREF',
    });
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article')).toHaveLength(28);
    // With a term, only categories with matches show, and they narrow the same search.
    const categories = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(await categories.findByRole('link', { name: 'Brass Isolating Valves (12)' })).toHaveAttribute(
      'href',
      '/products?classification=5&searchTerm=diverter%20valve',
    );
    await waitFor(() => expect(document.title).toBe('SparesFinder'));
  });

  it('a category shows the breadcrumb from All Categories and child category buttons with counts', async () => {
    renderApp('/products?classification=4', searchApi([]));
    const crumbs = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'All Categories' })).toHaveAttribute('href', '/search');
    expect(await crumbs.findByRole('link', { name: 'Valves' })).toHaveAttribute(
      'href',
      '/products?classification=1',
    );
    expect(crumbs.getByText('Isolating Valves')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Isolating Valves' })).toBeInTheDocument();
    const categories = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(await categories.findByRole('link', { name: 'Brass Isolating Valves (12)' })).toHaveAttribute(
      'href',
      '/products?classification=5',
    );
  });

  it('a page past the last says so and links to the last page (issue #11 item 9)', async () => {
    const bodies: SearchIndexRequest[] = [];
    const { user, router } = renderApp('/products?searchTerm=valve&page=99', searchApi(bodies, {}, []));
    expect(
      await screen.findByText(/There is no page 99 of these results: they end on page 3\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=valve&page=3'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ skip: 56 }));
  });

  it('sort, filters and page live in the address; Back restores the previous state', async () => {
    const bodies: SearchIndexRequest[] = [];
    const { user, router } = renderApp('/products?searchTerm=valve', searchApi(bodies));
    await screen.findByText('60 products for “valve”');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Product Name Z-A');
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=valve&sort=name-desc'));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ sortDirection: 'DESC', sortProp: 'Name', skip: 0 }),
    );

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=valve&sort=name-desc&page=2'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ skip: 28, take: 28 }));

    const sidebar = within(screen.getByRole('complementary', { name: 'Filters' }));
    await user.click(sidebar.getByRole('checkbox', { name: 'Caldera (40)' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?searchTerm=valve&f=5%3ACaldera&sort=name-desc'),
    );
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ skip: 0, attributes: [{ attributeId: 5, value: 'Caldera' }] }),
    );
    expect(sidebar.getByRole('checkbox', { name: 'Caldera (40)' })).toBeChecked();

    await user.click(sidebar.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=valve&sort=name-desc'));

    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?searchTerm=valve&f=5%3ACaldera&sort=name-desc'),
    );
    await waitFor(() => expect(sidebar.getByRole('checkbox', { name: 'Caldera (40)' })).toBeChecked());
  });

  it('on phones the filters open in a drawer', async () => {
    const { user } = renderApp('/products?searchTerm=valve', searchApi([]));
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('checkbox', { name: 'Caldera (40)' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Show 60 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
  });

  it('no results: the exact text with a phone number and an e-mail address', async () => {
    renderApp('/products?searchTerm=zzqqxx', {
      'POST /ProductSearch/SearchIndex': searchResponse({ collection: [], count: 0 }),
    });
    expect(await screen.findByText(messages.search.noResults)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: '0113 496 0000' })).toHaveAttribute('href', 'tel:+441134960000');
    expect(main.getByRole('link', { name: 'support@sparesfinder.test' })).toHaveAttribute(
      'href',
      'mailto:support@sparesfinder.test',
    );
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('adding from a card opens Added to basket with related products, and the header badge grows', async () => {
    let basket = basketWith([basketLine({ qty: 2 })]);
    const { user } = renderApp('/products?searchTerm=valve', {
      'POST /ProductSearch/SearchIndex': searchResponse({
        collection: [
          productCard({ productId: 300, mpn: 'GEN-15MM-ISO', description: '15mm isolating valve' }),
        ],
      }),
      'GET /Basket/GetBasketForUser': () => ({ body: basket }),
      'POST /Basket/AddLine': async (request: Request) => {
        const body = (await request.json()) as { manufacturerCode: string; qty: number };
        basket = basketWith([
          basketLine({ qty: 2 }),
          basketLine({ id: 2, manufacturerCode: body.manufacturerCode, qty: body.qty }),
        ]);
        return { body: basket };
      },
      'GET /Basket/GetRelatedProducts': {
        collection: [
          {
            id: 1,
            childItem: {
              id: 9,
              description: `${'Olive '.repeat(20)}12345`,
              sparesFinderPrice: 1.2,
              imageUrlDisplayString: '/x.svg',
              manufactureCode: 'GEN-OLIVE',
              category: { sortOrder: 1 },
            },
          },
        ],
        count: 1,
      },
    });
    await screen.findByRole('link', { name: /^Basket, 2 items/ });
    await user.click(await screen.findByRole('button', { name: 'Add to order: 15mm isolating valve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to basket' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of 15mm isolating valve' })).toHaveValue('1');
    expect(within(dialog).getByRole('heading', { name: 'You may require ...' })).toBeInTheDocument();
    expect(within(dialog).getByText(`${'Olive '.repeat(12).slice(0, 70)}…`)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Basket' })).toHaveAttribute('href', '/Basket');
    // The modal hides the rest of the page from assistive technology, the header included.
    expect(await screen.findByRole('link', { name: /^Basket, 3 items/, hidden: true })).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Increase quantity of 15mm isolating valve' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of 15mm isolating valve' })).toHaveValue('2'),
    );
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Added to basket' })).not.toBeInTheDocument(),
    );
  });

  it('with no related products a notice says the item was added', async () => {
    const { user } = renderApp('/products?searchTerm=valve', {
      'POST /ProductSearch/SearchIndex': searchResponse(),
      // The card reads its quantity from the basket: as the listing says (qty 0), the part is not in it yet.
      'GET /Basket/GetBasketForUser': basketWith([]),
      'POST /Basket/AddLine': basketWith([basketLine({ qty: 1 })]),
      'GET /Basket/GetRelatedProducts': { collection: [], count: 0 },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to order: Diverter valve assembly' }));
    expect(await screen.findByText(messages.shell.itemsAddedToBasket)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Added to basket' })).not.toBeInTheDocument();
  });

  it('is axe clean with results, filters and pagination', async () => {
    // Four cards: axe over 28 in jsdom takes too long; one card's markup is the same as the next's.
    renderApp('/products?classification=4', searchApi([], {}, manyProducts.slice(0, 4)));
    await screen.findByRole('heading', { level: 1, name: 'Isolating Valves' });
    await screen.findByRole('list', { name: 'Products' });
    expect(await violations()).toEqual([]);
  });
});
