import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { messages } from '@sparesfinder/contracts/messages';
import { favourite, recentlyOrderedLine, requestedProduct } from '../../test-utils/catalogue-fixtures';
import { basketLine, basketWith } from '../../test-utils/fixtures';
import { reply } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';

const page = { collection: [], totalRecords: 0 };

/** The first visit to a lazy page waits for its module to transform; on a busy machine that is slow. */
const pageLoaded = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const jsonBodies = async (requests: Request[], path: string) =>
  Promise.all(
    requests
      .filter((request) => new URL(request.url).pathname === path)
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );

describe('/favourite-products', { timeout: 40_000 }, () => {
  it('shows the empty text', async () => {
    renderApp('/favourite-products', { 'POST /LikedProduct/SearchLikedProducts': page });
    await pageLoaded('Favourites');
    expect(await screen.findByText(messages.lists.favouritesEmpty)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('lists favourites as product cards, searches and sorts by name with take 10', async () => {
    const { user, api } = renderApp('/favourite-products', {
      'POST /LikedProduct/SearchLikedProducts': {
        collection: [
          favourite(),
          favourite({
            id: 2,
            itemId: 102,
            productId: 102,
            mpn: 'GEN-15MM-ISO',
            description: '15mm isolating valve',
          }),
        ],
        totalRecords: 2,
      },
    });
    await pageLoaded('Favourites');
    const list = within(await screen.findByRole('list', { name: 'Favourite products' }));
    expect(list.getAllByRole('article')).toHaveLength(2);
    expect(list.getByRole('button', { name: 'Favourite CAL-87161' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Search favourites' }), 'valve');
    await user.click(
      within(screen.getByRole('search', { name: 'Search favourites' })).getByRole('button', {
        name: 'Search',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Product Name Z-A');
    await waitFor(async () =>
      expect((await jsonBodies(api.requests, '/LikedProduct/SearchLikedProducts')).at(-1)).toEqual({
        searchText: 'valve',
        sortDir: 'DESC',
        sortProp: 'Description',
        skip: 0,
        take: 10,
      }),
    );
    expect((await jsonBodies(api.requests, '/LikedProduct/SearchLikedProducts'))[0]).toEqual({
      sortDir: 'ASC',
      sortProp: 'Description',
      skip: 0,
      take: 10,
    });
    expect(await violations()).toEqual([]);
  });
});

describe('/recently-ordered', { timeout: 40_000 }, () => {
  it('shows the empty text', async () => {
    renderApp('/recently-ordered', { 'POST /Orders/RecentlyOrderedLines': page });
    await pageLoaded('Recently Ordered');
    expect(await screen.findByText(messages.lists.recentlyOrderedEmpty)).toBeInTheDocument();
  });

  it.each([
    ['Purchase Date (oldest)', 'ASC', 'OrderDate'],
    ['Product Name A-Z', 'ASC', 'Description'],
    ['Product Name Z-A', 'DESC', 'Description'],
  ])('sorts by %s', async (label, sortDir, sortProp) => {
    const { user, api } = renderApp('/recently-ordered', {
      'POST /Orders/RecentlyOrderedLines': { collection: [recentlyOrderedLine()], totalRecords: 1 },
    });
    expect(
      await screen.findByRole('article', { name: 'CAL-87161 Diverter valve assembly' }),
    ).toHaveTextContent('Ordered 1 October 2026');
    expect((await jsonBodies(api.requests, '/Orders/RecentlyOrderedLines'))[0]).toMatchObject({
      sortDir: 'DESC',
      sortProp: 'OrderDate',
      take: 10,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
    await waitFor(async () =>
      expect((await jsonBodies(api.requests, '/Orders/RecentlyOrderedLines')).at(-1)).toMatchObject({
        sortDir,
        sortProp,
      }),
    );
  });

  it('Buy again adds the ordered quantity on top of the basket through AddLine, and says so', async () => {
    const inBasket = basketWith([basketLine({ qty: 1 })]);
    const { user, api } = renderApp('/recently-ordered', {
      'GET /Basket/GetBasketForUser': inBasket,
      'POST /Orders/RecentlyOrderedLines': {
        collection: [recentlyOrderedLine({ iBasisAppliance: 'Caldera Combi 30i', iBasisApplianceId: 7 })],
        totalRecords: 1,
      },
      'POST /Basket/AddLine': basketWith([basketLine({ qty: 3 })]),
    });
    const row = await screen.findByRole('article', { name: 'CAL-87161 Diverter valve assembly' });
    await waitFor(() =>
      expect(api.requests.some((r) => r.url.endsWith('/Basket/GetBasketForUser'))).toBe(true),
    );
    await user.click(within(row).getByRole('button', { name: 'Buy again: CAL-87161' }));
    expect(await within(row).findByText(messages.shell.itemsAddedToBasket)).toBeInTheDocument();
    expect((await jsonBodies(api.requests, '/Basket/AddLine'))[0]).toMatchObject({
      manufacturerCode: 'CAL-87161',
      qty: 3, // 1 in the basket + 2 ordered (domain buyAgainQuantity)
      iBasisAppliance: 'Caldera Combi 30i',
      iBasisApplianceId: 7,
    });
  });

  it("Buy again shows the server's refusal (an obsolete part)", async () => {
    const { user } = renderApp('/recently-ordered', {
      'POST /Orders/RecentlyOrderedLines': { collection: [recentlyOrderedLine()], totalRecords: 1 },
      'POST /Basket/AddLine': reply(422, {
        statusCode: 422,
        code: 'rule',
        message: messages.basket.partObsolete,
      }),
    });
    const row = await screen.findByRole('article', { name: 'CAL-87161 Diverter valve assembly' });
    await user.click(within(row).getByRole('button', { name: 'Buy again: CAL-87161' }));
    expect(await within(row).findByText(messages.basket.partObsolete)).toBeInTheDocument();
  });

  it('pages by 10', async () => {
    const { user, api } = renderApp('/recently-ordered', {
      'POST /Orders/RecentlyOrderedLines': { collection: [recentlyOrderedLine()], totalRecords: 25 },
    });
    await user.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    await waitFor(async () =>
      expect((await jsonBodies(api.requests, '/Orders/RecentlyOrderedLines')).at(-1)).toMatchObject({
        skip: 20,
        take: 10,
      }),
    );
    expect(await violations()).toEqual([]);
  });
});

describe('/requested-products', { timeout: 40_000 }, () => {
  it('shows the count with the e-mail note, cuts descriptions at 30, and removes only after confirmation', async () => {
    let items = [
      requestedProduct(),
      requestedProduct({ id: 2, manufacturerPartNumber: 'CAL-87161', description: 'Diverter valve' }),
    ];
    const { user, api } = renderApp('/requested-products', {
      'POST /RequestedProducts/SearchRequestedProducts': () => ({
        body: { collection: items, totalRecords: items.length },
      }),
      'POST /RequestedProducts/RemoveProductFromRequestedProducts': async (request: Request) => {
        const { id } = (await request.json()) as { id: number };
        items = items.filter((item) => item.id !== id);
        return { body: { success: true } };
      },
    });
    await pageLoaded('Requested Products');
    expect(
      await screen.findByText('2 requested products, please see your emails for updates'),
    ).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'CAL-OBS-001' });
    expect(within(first).getByText(/^Obsolete fan assembly/).textContent).toBe(
      'Obsolete fan assembly for olde…',
    );
    await user.click(within(first).getByRole('button', { name: 'Show more of the description' }));
    expect(within(first).getByText(/^Obsolete fan assembly/).textContent).toBe(
      'Obsolete fan assembly for older Cal…',
    );

    await user.click(within(first).getByRole('button', { name: 'Remove CAL-OBS-001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove requested product?' });
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.some((request) => request.url.includes('RemoveProductFromRequestedProducts'))).toBe(
      false,
    );

    await user.click(within(first).getByRole('button', { name: 'Remove CAL-OBS-001' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove requested product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('1 requested product, please see your emails for updates'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'CAL-OBS-001' })).not.toBeInTheDocument();
  });

  it('searches by text', async () => {
    const { user, api } = renderApp('/requested-products', {
      'POST /RequestedProducts/SearchRequestedProducts': page,
    });
    await screen.findByText('0 requested products, please see your emails for updates');
    await user.type(screen.getByRole('textbox', { name: 'Search requested products' }), 'fan{Enter}');
    await waitFor(async () =>
      expect(
        (await jsonBodies(api.requests, '/RequestedProducts/SearchRequestedProducts')).at(-1),
      ).toMatchObject({ searchText: 'fan', skip: 0, take: 10 }),
    );
    // The count is of the matches and says so: never "0 requested products" for a search that matched none.
    expect(await screen.findByText('0 requested products match “fan”, please see your emails for updates')).toBeInTheDocument();
  });
});

describe('/search', { timeout: 40_000 }, () => {
  it('lists the top-level categories, each going to /products?classification={id}', async () => {
    renderApp('/search', {
      'GET /ProductSearch/GetBreadCrumb': {
        breadcrumb: [],
        children: [
          { classificationId: 2, classificationName: 'Valves', parentClassificationId: null },
          { classificationId: 1, classificationName: 'Heating', parentClassificationId: null },
        ],
      },
    });
    await pageLoaded('All Categories');
    const list = within(await screen.findByRole('list', { name: 'All Categories' }));
    expect(list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Heating', '/products?classification=1'],
      ['Valves', '/products?classification=2'],
    ]);
    expect(await violations()).toEqual([]);
  });
});
