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
