import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SearchIndexRequest } from '@sparesfinder/contracts/catalogue';
import { filterGroup, productCard, searchResponse } from '../../test-utils/catalogue-fixtures';
import { renderApp } from '../../test-utils/render';

/** Issue #11 item 5: a SPARES classification url lists its parts (spec 1 §2: 'Shop-2' becomes 'Spares'). */
describe('/Spares classification urls', () => {
  it('list the category’s parts with the filters that fit parts', async () => {
    const bodies: SearchIndexRequest[] = [];
    renderApp('/Spares/Boiler-Spares/Diverter-Valves?classification=57', {
      'POST /ProductSearch/SearchIndex': async (request: Request) => {
        bodies.push((await request.json()) as SearchIndexRequest);
        return {
          body: searchResponse({
            collection: [productCard({ productId: 1, mpn: 'CAL-87161', description: 'Diverter valve assembly', man: 'Caldera' })],
            count: 1,
            filters: [filterGroup(30, 'Boiler make', [['Caldera', 1]]), filterGroup(31, 'Part type', [['Diverter Valve', 1]])],
          }),
        };
      },
      'GET /ProductSearch/GetBreadCrumb': {
        breadcrumb: [
          { classificationId: 55, classificationName: 'Spares', parentClassificationId: null },
          { classificationId: 56, classificationName: 'Boiler Spares', parentClassificationId: 55 },
          { classificationId: 57, classificationName: 'Diverter Valves', parentClassificationId: 56 },
        ],
        children: [],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diverter Valves' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /CAL-87161/ });
    expect(within(card).getByText('Caldera')).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByText('Boiler make')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ classificationId: 57 });
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});
