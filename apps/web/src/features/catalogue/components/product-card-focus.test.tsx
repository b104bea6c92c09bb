import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { configurationRoute, productCard } from '../../../test-utils/catalogue-fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { CatalogueSettingsProvider } from './catalogue-settings';
import { ProductCard } from './product-card';
import { RelatedProductsSlider } from './related-products-slider';

describe("'Add to order' by keyboard: focus follows into the stepper (not <body>)", () => {
  it('Enter on Add to order: the quantity box has the focus once it shows; ArrowUp then steps it', async () => {
    const sent: number[] = [];
    const { user } = renderWithProviders(
      <CatalogueSettingsProvider value={{ hideOfferLabels: false, isAccountCompleted: true }}>
        <ProductCard product={productCard()} />
      </CatalogueSettingsProvider>,
      {
        api: {
          ...configurationRoute(),
          'GET /Basket/GetBasketForUser': basketWith([]),
          'POST /Basket/AddLine': async (request: Request) => {
            const { qty } = (await request.json()) as { qty: number };
            sent.push(qty);
            return { body: basketWith(qty > 0 ? [basketLine({ qty })] : []) };
          },
        },
      },
    );
    const card = screen.getByRole('article');
    within(card).getByRole('button', { name: 'Add to order: Diverter valve assembly' }).focus();
    await user.keyboard('{Enter}');
    const box = await within(card).findByRole('spinbutton', { name: 'Quantity of Diverter valve assembly' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(box).toHaveValue('2'));
    expect(sent).toEqual([1, 2]);
  });

  it('an incomplete account: the notice shows, nothing is added, focus stays on the button', async () => {
    const { user } = renderWithProviders(
      <CatalogueSettingsProvider value={{ hideOfferLabels: false, isAccountCompleted: false }}>
        <ProductCard product={productCard()} />
      </CatalogueSettingsProvider>,
      { api: { ...configurationRoute(), 'GET /Basket/GetBasketForUser': basketWith([]) } },
    );
    const button = screen.getByRole('button', { name: 'Add to order: Diverter valve assembly' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(document.activeElement).toBe(button);
  });

  it("a 'You may require ...' item: Enter on Add to order puts the focus in its quantity box", async () => {
    const { user } = renderWithProviders(
      <RelatedProductsSlider
        products={[{ id: 1, childItem: { id: 1, description: 'Pump head', sparesFinderPrice: 12.5, imageUrlDisplayString: '/x.svg', manufactureCode: 'CAL-12345', category: { sortOrder: 1 } } }]}
        onOpen={() => {}}
      />,
      {
        api: {
          'GET /Basket/GetBasketForUser': basketWith([]),
          'POST /Basket/AddLine': async (request: Request) => {
            const body = (await request.json()) as { manufacturerCode: string; qty: number };
            return { body: basketWith([basketLine({ manufacturerCode: body.manufacturerCode, qty: body.qty })]) };
          },
        },
      },
    );
    screen.getByRole('button', { name: 'Add to order: Pump head' }).focus();
    await user.keyboard('{Enter}');
    const box = await screen.findByRole('spinbutton', { name: 'Quantity of Pump head' });
    await waitFor(() => expect(document.activeElement).toBe(box));
  });
});
