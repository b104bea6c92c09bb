import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { configurationRoute, productCard } from '../../../test-utils/catalogue-fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { requestsTo, type MockRoutes } from '../../../test-utils/mock-api';
import { ProductCard } from './product-card';

const renderCard = (api: MockRoutes = {}, product = productCard()) =>
  renderWithProviders(<ProductCard product={product} />, { api: { ...configurationRoute(), ...api } });

describe('product card modals', () => {
  it("'This part also fits...' lists manufacturer, appliance and GCN, with View Manual in a new tab", async () => {
    const { user, api } = renderCard({
      'GET /ProductSearch/PartFits': [
        {
          applianceId: 7,
          manufacturer: 'Caldera',
          applianceName: 'Caldera Combi 30i',
          gcn: '4799901',
          hasManual: true,
        },
        {
          applianceId: 8,
          manufacturer: 'Caldera',
          applianceName: 'Caldera Combi 24i',
          gcn: '4799903',
          hasManual: false,
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'This part also fits...' }));
    const dialog = await screen.findByRole('dialog', { name: 'This part also fits...' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ManufacturerApplianceGCNManual',
      'CalderaCaldera Combi 30i4799901View Manual',
      'CalderaCaldera Combi 24i4799903',
    ]);
    const manual = within(dialog).getByRole('link', { name: 'View Manual' });
    expect(manual).toHaveAttribute('href', '/ProductSearch/ApplianceDocument?applianceId=7');
    expect(manual).toHaveAttribute('target', '_blank');
    const url = new URL(requestsTo(api, 'GET /ProductSearch/PartFits')[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ mpn: 'CAL-87161', manufacturerId: '1' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('general products (no appliance) have no part-fits link', () => {
    renderCard({}, productCard({ app: null, appid: null, appgc: null, pgcn: null }));
    expect(screen.queryByRole('button', { name: 'This part also fits...' })).not.toBeInTheDocument();
  });

  it("'Technical Specification' lists attribute and value", async () => {
    const { user, api } = renderCard({
      'GET /Item/SearchTechnicalSpecifications': [
        { attributeName: 'Connection', value: '22mm' },
        { attributeName: 'Material', value: 'Brass' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Technical Specification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Technical Specification' });
    expect(await within(dialog).findByRole('rowheader', { name: 'Connection' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Connection22mm', 'MaterialBrass']);
    const [request] = requestsTo(api, 'GET /Item/SearchTechnicalSpecifications');
    expect(new URL(request!.url).searchParams.get('itemId')).toBe('101');
  });

  it('the image zooms in a dialog', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Zoom image of Diverter valve assembly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diverter valve assembly' });
    expect(within(dialog).getByRole('img', { name: 'Diverter valve assembly' })).toHaveAttribute(
      'src',
      '/images/products/101.svg?w=1280',
    );
  });

  it("an out-of-stock part offers 'Want us to source this part for you?' (Part Availability Request)", async () => {
    const bodies: unknown[] = [];
    const { user } = renderCard(
      {
        'POST /SparesAvailability/ObsoleteProductEmail': async (request: Request) => {
          bodies.push(await request.json());
          return { body: { success: true, message: 'Thank you.' } };
        },
      },
      productCard({ isInStock: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Want us to source this part for you?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Want us to source this part for you?' });
    expect(within(dialog).getByText(/Most parts can be sourced within 48 hours/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request Product' }));
    expect(await within(dialog).findByText('Thank you.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      type: 'Part Availability Request',
      manufacturerPartNumber: 'CAL-87161',
      iBasisApplianceGC: '4799901',
      qty: 1,
    });
  });

  it('a failed sourcing request shows nothing and lets the user try again (spec 2 §4)', async () => {
    const { user } = renderCard(
      {
        'POST /SparesAvailability/ObsoleteProductEmail': () => ({
          status: 500,
          body: { statusCode: 500, code: 'x', message: 'x' },
        }),
      },
      productCard({ isInStock: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Want us to source this part for you?' }));
    const dialog = await screen.findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Request Product' });
    await user.click(button);
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(within(dialog).queryByText('Thank you.')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
