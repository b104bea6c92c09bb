import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { productCard, searchResponse } from '../../test-utils/catalogue-fixtures';
import { adminUser, electricalGroup } from '../../test-utils/fixtures';
import { requestsTo, type MockRoutes } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';

/** spec 1 §1, §6: user group 4 has no Spares search: no /Spares page and no Spares category to browse into. */
const electrical: MockRoutes = { 'GET /Account/UserDetails': { ...adminUser, userGroupId: 4 }, 'GET /GetUserGroup': electricalGroup };

/** A search with no category: the buttons are the top-level categories, 'Boiler Spares' (id 7) among them. */
const topLevelSearch: MockRoutes = {
  'POST /ProductSearch/SearchIndex': searchResponse({
    collection: [productCard({ productId: 1, mpn: 'GEN-15MM-ISO', description: '15mm isolating valve' })],
    count: 1,
    counts: {
      classifications: [
        { classificationId: 1, classificationName: 'Valves', number: 1 },
        { classificationId: 7, classificationName: 'Boiler Spares', number: 1 },
      ],
      approximate: false,
    },
  }),
  'GET /ProductSearch/GetBreadCrumb': {
    breadcrumb: [],
    children: [
      { classificationId: 1, classificationName: 'Valves', parentClassificationId: null },
      { classificationId: 7, classificationName: 'Boiler Spares', parentClassificationId: null },
    ],
  },
};

describe('the electrical-services group (4) and Spares', () => {
  it.each(['/Spares', '/Spares?tab=searchByKeyword&q=valve', '/Spares/Boiler-Spares/PCBs?classification=8'])(
    '%s is not the spares finder: the user lands on their group’s search',
    async (url) => {
      const { router, api } = renderApp(url, electrical);
      await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(electricalGroup.searchUrl));
      expect(screen.queryByRole('heading', { level: 1, name: 'Spares Finder' })).not.toBeInTheDocument();
      expect(requestsTo(api, 'GET /SparesFinder/GetManufacturers')).toHaveLength(0);
    },
  );

  it('a product search offers no Spares category button', async () => {
    renderApp('/products?searchTerm=valve', { ...electrical, ...topLevelSearch });
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: /Valves/ })).toBeInTheDocument();
    await waitFor(() => expect(within(categories).queryByRole('link', { name: /Boiler Spares/ })).not.toBeInTheDocument());
  });

  it('other groups keep both: the spares finder and the Spares category button', async () => {
    renderApp('/products?searchTerm=valve', topLevelSearch);
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(await within(categories).findByRole('link', { name: /Boiler Spares/ })).toBeInTheDocument();
    const { router } = renderApp('/Spares');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spares Finder' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Spares');
  });
});
