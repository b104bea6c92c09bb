import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ProductCard as ProductCardData } from '@sparesfinder/contracts/catalogue';
import { configurationRoute, productCard } from '../../../test-utils/catalogue-fixtures';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { reply, type MockReply, type MockRoutes } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { ConfiguredAnalytics } from '../../../app/configured-analytics';
import { BasketAddFeedback } from './basket-add-feedback';
import { CatalogueSettingsProvider } from './catalogue-settings';
import { ProductCard } from './product-card';

const settings = { hideOfferLabels: false, isAccountCompleted: true };
const configuration = 'GET /Configuration/GetConfigurationVariables';

/** AddLine answers the basket with the quantity asked for, as the server does. */
const addLine = async (request: Request): Promise<MockReply> => {
  const { qty } = (await request.json()) as { qty: number };
  return { body: basketWith(qty > 0 ? [basketLine({ qty })] : []) };
};

function renderCard(api: MockRoutes, product: ProductCardData = productCard()) {
  return renderWithProviders(
    <ConfiguredAnalytics>
      <CatalogueSettingsProvider value={settings}>
        <ProductCard product={product} />
      </CatalogueSettingsProvider>
    </ConfiguredAnalytics>,
    { api: { 'POST /Basket/AddLine': addLine, ...api } },
  );
}

const addToCartEvents = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'add_to_cart');
const addToOrder = () => screen.getByRole('button', { name: 'Add to order: Diverter valve assembly' });
const stepper = () => screen.findByRole('group', { name: 'Quantity of Diverter valve assembly' });
const quantitiesPushed = () =>
  addToCartEvents().map(
    (entry) => (entry as { ecommerce: { items: { quantity: number }[] } }).ecommerce.items[0]!.quantity,
  );

/** The add's own callbacks (where tracking runs) have run once no write is in flight. */
const addSettled = (queryClient: QueryClient) => waitFor(() => expect(queryClient.isMutating()).toBe(0));

afterEach(() => {
  delete window.dataLayer;
});

describe('add_to_cart analytics from a product card (spec 2 §7, §9)', () => {
  it('with enableGoogleAnalytics on, Add to order pushes exactly one add_to_cart: the part, quantity 1, in GBP', async () => {
    const { user, queryClient } = renderCard(configurationRoute(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await user.click(addToOrder());
    await stepper();
    await waitFor(() => expect(addToCartEvents()).toHaveLength(1));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'GBP',
          value: 48.5,
          items: [
            {
              item_id: 'CAL-87161',
              item_name: 'Diverter valve assembly',
              item_brand: 'Caldera',
              price: 48.5,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });

  it('plus on the stepper is an add of one more at the member price; minus sends nothing', async () => {
    const { user, queryClient } = renderCard(
      configurationRoute(true),
      productCard({ qty: 3, buyingGroupCost: 44.1 }),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const group = await stepper();
    await user.click(
      within(group).getByRole('button', { name: 'Increase quantity of Diverter valve assembly' }),
    );
    await waitFor(() => expect(within(group).getByRole('spinbutton')).toHaveValue('4'));
    await user.click(
      within(group).getByRole('button', { name: 'Decrease quantity of Diverter valve assembly' }),
    );
    await waitFor(() => expect(within(group).getByRole('spinbutton')).toHaveValue('3'));
    expect(addToCartEvents()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          value: 44.1,
          items: [expect.objectContaining({ price: 44.1, quantity: 1 })],
        }),
      },
    ]);
  });

  it('with enableGoogleAnalytics off the add goes through and nothing is pushed', async () => {
    const { user, queryClient } = renderCard(configurationRoute(false));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await user.click(addToOrder());
    await stepper();
    await addSettled(queryClient);
    expect(window.dataLayer).toBeUndefined();
  });

  it('while the configuration is still loading nothing is pushed, and the add is not sent later either', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { user, queryClient } = renderCard({
      [configuration]: () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    await user.click(addToOrder());
    await stepper();
    await addSettled(queryClient);
    expect(window.dataLayer).toBeUndefined();
    answer({ body: configurationRoute(true)[configuration] });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(window.dataLayer).toBeUndefined();
  });

  it('a failed configuration call leaves analytics off', async () => {
    const { user, queryClient } = renderCard({
      [configuration]: reply(500, { statusCode: 500, code: 'x', message: 'x' }),
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await user.click(addToOrder());
    await stepper();
    await addSettled(queryClient);
    expect(window.dataLayer).toBeUndefined();
  });

  it('a failed add pushes nothing', async () => {
    const { user, queryClient } = renderCard({
      ...configurationRoute(true),
      'POST /Basket/AddLine': reply(500, { statusCode: 500, code: 'x', message: 'Something went wrong' }),
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await user.click(addToOrder());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await addSettled(queryClient);
    expect(addToOrder()).toBeInTheDocument();
    expect(window.dataLayer).toBeUndefined();
  });

  it('plus in the added-to-basket dialog is an add of one more (the related-products slider itself has no add)', async () => {
    const { user, queryClient } = renderWithProviders(
      <ConfiguredAnalytics>
        <BasketAddFeedback settings={settings}>
          <ProductCard product={productCard()} />
        </BasketAddFeedback>
      </ConfiguredAnalytics>,
      {
        api: {
          ...configurationRoute(true),
          'POST /Basket/AddLine': addLine,
          'GET /Basket/GetRelatedProducts': {
            collection: [
              {
                id: 1,
                childItem: {
                  id: 9,
                  description: 'Olive 15mm',
                  sparesFinderPrice: 1.2,
                  imageUrlDisplayString: '/x.svg',
                  manufactureCode: 'GEN-OLIVE',
                  category: { sortOrder: 1 },
                },
              },
            ],
            count: 1,
          },
        },
      },
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await user.click(addToOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Added to basket' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Increase quantity of Diverter valve assembly' }),
    );
    await waitFor(() => expect(addToCartEvents()).toHaveLength(2));
    expect(quantitiesPushed()).toEqual([1, 1]);
  });
});
