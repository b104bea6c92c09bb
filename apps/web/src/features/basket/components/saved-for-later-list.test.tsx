import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { demoBasket, savedItem } from '../../../test-utils/basket-fixtures';
import { reply } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { SavedForLaterList } from './saved-for-later-list';

const listPath = 'GET /SaveForLater/GetSaveForLaters';

describe("SavedForLaterList ('Items saved for later')", () => {
  it("shows each item with its saved date as 'D Month YYYY at H:M' (UTC)", async () => {
    renderWithProviders(<SavedForLaterList />, { api: { [listPath]: { collection: [savedItem()] } } });
    expect(await screen.findByText('CAL-22010')).toBeInTheDocument();
    expect(screen.getByText(/Saved 3 June 2025 at 9:05/)).toBeInTheDocument();
  });

  it('move to basket posts the item id and reloads the list', async () => {
    let listed = [savedItem()];
    const { user, api } = renderWithProviders(<SavedForLaterList />, {
      api: {
        [listPath]: () => ({ body: { collection: listed } }),
        'POST /SaveForLater/MoveToBasket': () => {
          listed = [];
          return { body: demoBasket() };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Move to basket: CAL-22010' }));
    expect(await screen.findByText('You have no items saved for later.')).toBeInTheDocument();
    await expect(
      api.requests.find((request) => request.url.endsWith('/MoveToBasket'))!.json(),
    ).resolves.toEqual({ id: 301 });
  });

  it('delete sends DELETE ?ID= and reloads the list', async () => {
    let listed = [savedItem()];
    const { user, api } = renderWithProviders(<SavedForLaterList />, {
      api: {
        [listPath]: () => ({ body: { collection: listed } }),
        'DELETE /SaveForLater/DeleteSaveForLater': () => {
          listed = [];
          return { body: { success: true, message: 'Deleted' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete saved item CAL-22010' }));
    await waitFor(() => expect(screen.queryByText('CAL-22010')).not.toBeInTheDocument());
    expect(api.requests.find((request) => request.method === 'DELETE')!.url).toMatch(
      /DeleteSaveForLater\?ID=301$/,
    );
  });

  it("a failed move says 'There was a problem'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<SavedForLaterList />, {
      api: {
        [listPath]: { collection: [savedItem()] },
        'POST /SaveForLater/MoveToBasket': reply(500, { statusCode: 500, code: 'internal', message: 'x' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Move to basket: CAL-22010' }));
    expect(await screen.findByText('There was a problem')).toBeInTheDocument();
  });
});
