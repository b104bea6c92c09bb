import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { savedOrder } from '../../../test-utils/basket-fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { SavedPartsOrdersList } from './saved-parts-orders-list';

const listPath = 'GET /SaveForLater/GetSavedParts';

describe("SavedPartsOrdersList ('Saved parts orders')", () => {
  it('shows who saved each order, when (UTC), its reference and item count', async () => {
    renderWithProviders(<SavedPartsOrdersList />, { api: { [listPath]: { collection: [savedOrder()] } } });
    const order = await screen.findByTestId('saved-parts-order');
    expect(within(order).getByText('JOB-1042')).toBeInTheDocument();
    expect(within(order).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(order).getByText('31 December 2025 at 23:59')).toBeInTheDocument();
    expect(within(order).getByText('3')).toBeInTheDocument();
  });

  it("'View items' discloses the order's lines read-only, the obsolete one marked and not to be added", async () => {
    const { user, api } = renderWithProviders(<SavedPartsOrdersList />, {
      api: { [listPath]: { collection: [savedOrder()] } },
    });
    const toggle = await screen.findByRole('button', { name: 'View items: JOB-1042' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Items in JOB-1042' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = screen.getByRole('list', { name: 'Items in JOB-1042' });
    expect(toggle).toHaveAttribute('aria-controls', lines.id);
    const [relief, obsolete, isolating] = within(lines).getAllByRole('listitem');
    expect(relief).toHaveTextContent('CAL-22010');
    expect(relief).toHaveTextContent('Pressure relief valve');
    expect(relief).toHaveTextContent('Qty 1');
    expect(relief).toHaveTextContent('£12.50 plus VAT');
    expect(relief!.querySelector('img')).not.toBeNull();
    expect(obsolete).toHaveTextContent('CAL-OBS-001');
    expect(within(obsolete!).getByText('Item Obsolete')).toBeInTheDocument();
    expect(obsolete).toHaveTextContent('Will not be added to your basket');
    expect(obsolete).not.toHaveTextContent('£');
    expect(isolating).toHaveTextContent('£4.20 plus VAT');
    expect(isolating).not.toHaveTextContent('Item Obsolete');
    expect(screen.getByText('1 item is obsolete and will not be added to your basket.')).toBeInTheDocument();
    // Read-only: nothing to change a line with, and no call beyond the list it already has.
    expect(within(lines).queryAllByRole('button')).toHaveLength(0);
    expect(within(lines).queryAllByRole('spinbutton')).toHaveLength(0);
    expect(api.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/SaveForLater/GetSavedParts',
    ]);
  });

  it('opens and closes the lines from the keyboard', async () => {
    const { user } = renderWithProviders(<SavedPartsOrdersList />, {
      api: {
        [listPath]: {
          collection: [savedOrder(), savedOrder({ orderReference: 'JOB-2000', saveForLaters: [] })],
        },
      },
    });
    const toggle = await screen.findByRole('button', { name: 'View items: JOB-1042' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Items in JOB-1042' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Items in JOB-2000' })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Items in JOB-1042' })).not.toBeInTheDocument();
  });

  it("'Add to Basket' adds the priced lines under the reference, drops the order and counts the obsolete ones", async () => {
    let listed = [savedOrder()];
    const basket = {
      ...basketWith([
        basketLine({ manufacturerCode: 'CAL-22010' }),
        basketLine({ id: 2, manufacturerCode: 'GEN-15MM-ISO' }),
      ]),
      customerOrderNo: 'JOB-1042',
    };
    const { user, api } = renderWithProviders(<SavedPartsOrdersList />, {
      api: {
        [listPath]: () => ({ body: { collection: listed } }),
        'POST /SaveForLater/AddSavedPartsToBasket': () => {
          listed = [];
          return { body: { basket, addedCount: 2, obsoleteCount: 1 } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Basket: JOB-1042' }));
    expect(
      await screen.findByText(
        /2 items from JOB-1042 added to your basket\. 1 item is obsolete and was not added to your basket\./,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('You have no saved parts orders.')).toBeInTheDocument();
    await expect(
      api.requests.find((request) => request.url.endsWith('/AddSavedPartsToBasket'))!.json(),
    ).resolves.toEqual({ orderReference: 'JOB-1042' });
  });

  it('says nothing about obsolete items when every line was added', async () => {
    const { user } = renderWithProviders(<SavedPartsOrdersList />, {
      api: {
        [listPath]: { collection: [savedOrder({ items: 1 })] },
        'POST /SaveForLater/AddSavedPartsToBasket': {
          basket: basketWith([basketLine()]),
          addedCount: 1,
          obsoleteCount: 0,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Basket: JOB-1042' }));
    expect(await screen.findByText('1 item from JOB-1042 added to your basket.')).toBeInTheDocument();
    expect(screen.queryByText(/obsolete/)).not.toBeInTheDocument();
  });
});
