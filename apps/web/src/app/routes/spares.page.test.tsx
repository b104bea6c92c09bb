import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SearchIndexRequest } from '@sparesfinder/contracts/catalogue';
import { filterGroup, productCard, searchResponse, sparesPartCard } from '../../test-utils/catalogue-fixtures';
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



/** Issue #16: the finder's three modes (spec 3 §2.2, §5). */
describe('/Spares finder', () => {
  it("before a search: 'Select an appliance above and click search'", async () => {
    renderApp('/Spares', { 'GET /SparesFinder/GetManufacturers': { collection: [{ id: 1, name: 'Caldera' }] } });
    expect(await screen.findByText('Select an appliance above and click search')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Select Appliance' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a keyword deep link searches and shows the part at the price paid, with its placement ref', async () => {
    renderApp('/Spares?tab=searchByKeyword&q=CAL-55555', {
      'GET /SparesFinder/GetManufacturers': { collection: [{ id: 1, name: 'Caldera' }] },
      'GET /SparesFinder/SearchByKeyword': { collection: [sparesPartCard({ mpn: 'CAL-55555' })], count: 1 },
    });
    const card = await screen.findByRole('article', { name: /CAL-55555/ });
    expect(within(card).getByText('£43.65')).toBeInTheDocument();
    expect(within(card).getByText('Ref 1')).toBeInTheDocument();
    // spec 2 §4: every product card's add button reads 'Add to order', the spares finder's too.
    expect(within(card).getByRole('button', { name: /^Add to order: CAL-55555 / })).toHaveTextContent(/^Add to order$/);
    expect(within(card).queryByText(/Add to basket/i)).not.toBeInTheDocument();
  });

  it("an obsolete part reads 'Item Obsolete'", async () => {
    renderApp('/Spares?tab=searchByKeyword&q=CAL-OBS-001', {
      'GET /SparesFinder/GetManufacturers': { collection: [] },
      'GET /SparesFinder/SearchByKeyword': { collection: [sparesPartCard({ mpn: 'CAL-OBS-001', price: 0, cost: 0 })], count: 1 },
    });
    const card = await screen.findByRole('article', { name: /CAL-OBS-001/ });
    expect(within(card).getByRole('button', { name: /Item Obsolete/ })).toBeInTheDocument();
    expect(within(card).queryByText(/ex VAT/)).not.toBeInTheDocument();
  });

  it('an empty keyword result shows the term and (0 products)', async () => {
    renderApp('/Spares?tab=searchByKeyword&q=zzqqxx', {
      'GET /SparesFinder/GetManufacturers': { collection: [] },
      'GET /SparesFinder/SearchByKeyword': { collection: [], count: 0 },
    });
    expect(await screen.findByText('(0 products)')).toBeInTheDocument();
    expect(screen.getByText(/zzqqxx/, { selector: 'h2' })).toBeInTheDocument();
  });
});
