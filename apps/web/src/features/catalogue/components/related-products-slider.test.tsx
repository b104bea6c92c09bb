import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RelatedProduct } from '@sparesfinder/contracts/catalogue';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { RelatedProductsSlider } from './related-products-slider';

const related = (id: number, mpn: string, price: number, description = 'Pump head'): RelatedProduct => ({
  id,
  childItem: { id, description, sparesFinderPrice: price, imageUrlDisplayString: '/x.svg', manufactureCode: mpn, category: { sortOrder: id } },
});

describe("'You may require ...' items (issue #11 item 7)", () => {
  it('open their product and close the dialog on the way', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<RelatedProductsSlider products={[related(1, 'CAL-12345', 12.5)]} onOpen={onOpen} />, { api: {} });
    const link = screen.getByRole('link', { name: /CAL-12345/ });
    expect(link).toHaveAttribute('href', '/products?searchTerm=CAL-12345');
    await user.click(link);
    expect(onOpen).toHaveBeenCalled();
  });

  it("can be added: 'Add to order' sets the line, then a stepper shows its quantity", async () => {
    const sent: unknown[] = [];
    const { user } = renderWithProviders(<RelatedProductsSlider products={[related(1, 'CAL-12345', 12.5)]} onOpen={() => {}} />, {
      api: {
        'GET /Basket/GetBasketForUser': basketWith([]),
        'POST /Basket/AddLine': async (request: Request) => {
          const body = (await request.json()) as { manufacturerCode: string; qty: number };
          sent.push(body);
          return { body: basketWith([basketLine({ manufacturerCode: body.manufacturerCode, qty: body.qty })]) };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add to order: Pump head' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Quantity of Pump head' })).toHaveValue('1'));
    expect(sent).toEqual([{ manufacturerCode: 'CAL-12345', qty: 1 }]);
  });

  it('an obsolete item (price 0) offers no add', () => {
    renderWithProviders(<RelatedProductsSlider products={[related(2, 'CAL-OBS-001', 0, 'Main PCB')]} onOpen={() => {}} />, { api: {} });
    const list = screen.getByRole('list', { name: 'Related products' });
    expect(within(list).queryByRole('button', { name: /Add to order/ })).not.toBeInTheDocument();
    expect(within(list).getByText('Item Obsolete')).toBeInTheDocument();
  });
});
