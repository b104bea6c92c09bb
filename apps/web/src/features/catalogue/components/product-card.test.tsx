import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductCard as ProductCardData } from '@sparesfinder/contracts/catalogue';
import { messages } from '@sparesfinder/contracts/messages';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { configurationRoute, obsoleteCard, productCard } from '../../../test-utils/catalogue-fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { growsLine } from '@sparesfinder/domain/basket/basket-growth';
import { applyBasket } from '../../basket/basket-cache';
import { requestsTo, type MockRoutes } from '../../../test-utils/mock-api';
import { CatalogueSettingsProvider, type CatalogueSettings } from './catalogue-settings';
import { accountNoticeMs } from './product-card-actions';
import { ProductCard } from './product-card';

function renderCard(
  product: ProductCardData,
  settings: Partial<CatalogueSettings> = {},
  api: MockRoutes = {},
) {
  const value: CatalogueSettings = { hideOfferLabels: false, isAccountCompleted: true, ...settings };
  return renderWithProviders(
    <CatalogueSettingsProvider value={value}>
      <ProductCard product={product} />
    </CatalogueSettingsProvider>,
    { api: { ...configurationRoute(), ...api } },
  );
}

const card = () => screen.getByRole('article');

describe('ProductCard', () => {
  it('shows the MPN, the description without its trailing digits and the price ex VAT', () => {
    renderCard(productCard());
    expect(within(card()).getByText('CAL-87161')).toBeInTheDocument();
    expect(within(card()).getByRole('heading', { name: 'Diverter valve assembly' })).toBeInTheDocument();
    expect(within(card()).getByText('£48.50')).toBeInTheDocument();
    expect(within(card()).getByText('ex VAT')).toBeInTheDocument();
    expect(within(card()).queryByText('SparesFinder Price')).not.toBeInTheDocument();
  });

  it('tags: In Stock and Offer; Cash Back only for buying-group members, with the SparesFinder Price chip', () => {
    renderCard(productCard({ isSpecialOffer: true, isCashBack: true }));
    const tags = within(within(card()).getByRole('list', { name: 'Tags' }));
    expect(tags.getByText('Offer')).toBeInTheDocument();
    expect(tags.getByText('In Stock')).toBeInTheDocument();
    expect(tags.queryByText(/Cash Back/)).not.toBeInTheDocument();
  });

  it('members see the buying-group cost, the chip and Cash Back, which opens Cash Back Available → Register → Thank you', async () => {
    const { user, api } = renderCard(
      productCard({ isCashBack: true, buyingGroupCost: 44.1 }),
      {},
      {
        'POST /SparesAvailability/BuyingGroupEmail': { success: true, message: 'Thank you' },
      },
    );
    expect(within(card()).getByText('SparesFinder Price')).toBeInTheDocument();
    expect(within(card()).getByText('£44.10')).toBeInTheDocument();
    expect(within(card()).queryByText('£48.50')).not.toBeInTheDocument();
    // Cash Back says how much: 5% of the £44.10 paid (domain cash-back.ts).
    await user.click(within(card()).getByRole('button', { name: 'Cash Back £2.21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash Back Available' });
    expect(within(dialog).getByText(/£2\.21 cash back/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Thank you')).toBeInTheDocument();
    expect(
      api.requests.some(
        (request) =>
          request.method === 'POST' && request.url.endsWith('/SparesAvailability/BuyingGroupEmail'),
      ),
    ).toBe(true);
  });

  it('hideOfferLabels hides Offer and Cash Back; In Stock stays', () => {
    renderCard(productCard({ isSpecialOffer: true, isCashBack: true, buyingGroupCost: 44.1 }), {
      hideOfferLabels: true,
    });
    const tags = within(within(card()).getByRole('list', { name: 'Tags' }));
    expect(tags.queryByText('Offer')).not.toBeInTheDocument();
    expect(tags.queryByText(/Cash Back/)).not.toBeInTheDocument();
    expect(tags.getByText('In Stock')).toBeInTheDocument();
  });

  it('a broken image shows the placeholder', () => {
    renderCard(productCard());
    const image = card().querySelector('img')!;
    fireEvent.error(image);
    expect(within(card()).getByTestId('image-placeholder')).toBe(card().querySelector('img'));
  });

  it('Add to order adds one through the basket API, then shows the stepper; plus sets 2; minus to 0 removes', async () => {
    const bodies: unknown[] = [];
    const onAdded = vi.fn();
    const { user } = renderCard(
      productCard(),
      { onAdded },
      {
        'POST /Basket/AddLine': async (request: Request) => {
          const body = (await request.json()) as { qty: number };
          bodies.push(body);
          return { body: basketWith(body.qty > 0 ? [basketLine({ qty: body.qty })] : []) };
        },
      },
    );
    await user.click(within(card()).getByRole('button', { name: 'Add to order: Diverter valve assembly' }));
    const stepper = await within(card()).findByRole('group', { name: 'Quantity of Diverter valve assembly' });
    expect(within(stepper).getByRole('spinbutton')).toHaveValue('1');
    expect(bodies[0]).toMatchObject({
      manufacturerCode: 'CAL-87161',
      qty: 1,
      iBasisAppliance: 'Caldera Combi 30i',
      iBasisApplianceGC: '4799901',
    });
    expect(onAdded).toHaveBeenCalledTimes(1);

    await user.click(
      within(stepper).getByRole('button', { name: 'Increase quantity of Diverter valve assembly' }),
    );
    await waitFor(() => expect(within(stepper).getByRole('spinbutton')).toHaveValue('2'));
    await user.click(
      within(stepper).getByRole('button', { name: 'Decrease quantity of Diverter valve assembly' }),
    );
    await waitFor(() => expect(within(stepper).getByRole('spinbutton')).toHaveValue('1'));
    await user.click(
      within(stepper).getByRole('button', { name: 'Decrease quantity of Diverter valve assembly' }),
    );
    expect(await within(card()).findByRole('button', { name: /^Add to order/ })).toBeInTheDocument();
    expect(bodies.map((body) => (body as { qty: number }).qty)).toEqual([1, 2, 1, 0]);
    expect(onAdded).toHaveBeenCalledTimes(1);
  });

  it('a failed add reloads the basket, and the card shows what the server holds', async () => {
    let held = basketWith([]);
    const { user, api } = renderCard(
      productCard(),
      {},
      {
        'GET /Basket/GetBasketForUser': () => ({ body: held }),
        'POST /Basket/AddLine': () => {
          held = basketWith([basketLine({ qty: 3 })]); // another tab got there first
          return { status: 500, body: { statusCode: 500, code: 'x', message: 'Something went wrong' } };
        },
      },
    );
    await waitFor(() => expect(requestsTo(api, 'GET /Basket/GetBasketForUser')).toHaveLength(1));
    await user.click(within(card()).getByRole('button', { name: /^Add to order/ }));
    const stepper = await within(card()).findByRole('group', { name: 'Quantity of Diverter valve assembly' });
    expect(within(stepper).getByRole('spinbutton')).toHaveValue('3');
    expect(requestsTo(api, 'GET /Basket/GetBasketForUser')).toHaveLength(2);
  });

  it('the quantity follows the basket cache when another feature writes the basket (applyBasket)', async () => {
    const { queryClient } = renderCard(
      productCard({ qty: 1 }),
      {},
      { 'GET /Basket/GetBasketForUser': basketWith([basketLine({ qty: 1 })]) },
    );
    const stepper = await within(card()).findByRole('group', { name: 'Quantity of Diverter valve assembly' });
    act(() => applyBasket(queryClient, basketWith([basketLine({ qty: 4 })])));
    await waitFor(() => expect(within(stepper).getByRole('spinbutton')).toHaveValue('4'));
    act(() => applyBasket(queryClient, basketWith([])));
    expect(await within(card()).findByRole('button', { name: /^Add to order/ })).toBeInTheDocument();
  });

  it('a product already in the basket starts with the stepper', () => {
    renderCard(productCard({ qty: 3 }));
    expect(
      within(card()).getByRole('spinbutton', { name: 'Quantity of Diverter valve assembly' }),
    ).toHaveValue('3');
  });

  it('an incomplete account gets a notice for 5 seconds and nothing is added', async () => {
    vi.useFakeTimers();
    try {
      const { api } = renderCard(productCard(), { isAccountCompleted: false });
      fireEvent.click(within(card()).getByRole('button', { name: /^Add to order/ }));
      expect(within(card()).getByRole('status')).toHaveTextContent('Complete your Account to start shopping');
      act(() => vi.advanceTimersByTime(accountNoticeMs - 100));
      expect(within(card()).queryByRole('status')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(within(card()).queryByRole('status')).not.toBeInTheDocument();
      expect(requestsTo(api, 'POST /Basket/AddLine')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  // The server refuses exactly these changes for an incomplete account (basket-lines.test.ts, the same growsLine).
  describe('an incomplete account may lower and remove, never add or raise (spec 2 §6, growsLine)', () => {
    const button = { 1: /^Add to order/, up: /^Increase quantity/, down: /^Decrease quantity/ };
    it.each([
      [0, 1, button[1]],
      [2, 3, button.up],
      [2, 1, button.down],
      [1, 0, button.down],
    ])('%s → %s', async (from, to, name) => {
      const { user, api } = renderCard(
        productCard({ qty: from }),
        { isAccountCompleted: false },
        {
          'GET /Basket/GetBasketForUser': basketWith(from ? [basketLine({ qty: from })] : []),
          'POST /Basket/AddLine': basketWith(to ? [basketLine({ qty: to })] : []),
        },
      );
      await user.click(within(card()).getByRole('button', { name }));
      if (growsLine('CAL-87161', from, to)) {
        expect(within(card()).getByText(messages.shell.completeAccountTitle)).toBeInTheDocument();
        expect(requestsTo(api, 'POST /Basket/AddLine')).toHaveLength(0);
      } else {
        await waitFor(() => expect(requestsTo(api, 'POST /Basket/AddLine')).toHaveLength(1));
        await expect(requestsTo(api, 'POST /Basket/AddLine')[0]!.json()).resolves.toMatchObject({ qty: to });
        expect(within(card()).queryByText(messages.shell.completeAccountTitle)).not.toBeInTheDocument();
      }
    });
  });

  it('the like star toggles only after the call succeeds, sending the CSRF token', async () => {
    document.cookie = 'XSRF-TOKEN=token-123';
    let liked = false;
    const { user, api } = renderCard(
      productCard(),
      {},
      {
        'GET /LikedProduct/Toggle': () => {
          liked = !liked;
          return { body: { itemId: 101, liked } };
        },
      },
    );
    const star = within(card()).getByRole('button', { name: 'Favourite CAL-87161' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    const request = requestsTo(api, 'GET /LikedProduct/Toggle')[0]!;
    expect(new URL(request.url).searchParams.get('itemId')).toBe('101');
    expect(new URL(request.url).searchParams.get('manufacturerPartNumber')).toBe('CAL-87161');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  });

  it('a failed like leaves the star as it was', async () => {
    const { user, api } = renderCard(
      productCard(),
      {},
      {
        'GET /LikedProduct/Toggle': () => ({
          status: 500,
          body: { statusCode: 500, code: 'x', message: 'x' },
        }),
      },
    );
    const star = within(card()).getByRole('button', { name: 'Favourite CAL-87161' });
    await user.click(star);
    await waitFor(() => expect(requestsTo(api, 'GET /LikedProduct/Toggle')).toHaveLength(1));
    await waitFor(() => expect(star).not.toBeDisabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('price 0 shows Item Obsolete, which opens the obsolete sourcing request', async () => {
    let release: () => void = () => {};
    const bodies: unknown[] = [];
    const { user } = renderCard(
      obsoleteCard(),
      {},
      {
        'POST /SparesAvailability/ObsoleteProductEmail': async (request: Request) => {
          bodies.push(await request.json());
          await new Promise<void>((resolve) => (release = resolve));
          return { body: { success: true, message: 'Thank you.' } };
        },
      },
    );
    expect(within(card()).queryByRole('button', { name: /^Add to order/ })).not.toBeInTheDocument();
    expect(within(card()).queryByText('£0.00')).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: /^Item Obsolete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Want us to source this part for you?' });
    const button = within(dialog).getByRole('button', { name: 'Request Product' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await within(dialog).findByText('Thank you.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      type: 'Obsolete Part Availability Request',
      manufacturerPartNumber: 'CAL-OBS-001',
      description: 'Obsolete fan assembly',
    });
  });
});
