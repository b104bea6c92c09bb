import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { reply, requestsTo } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { SavedCardsSection } from './saved-cards-section';

const card = { tokenID: 'tok_1', expiryDate: '0929', last4Digits: '4242', billingAddress: { address1: '1 Road', address2: null, city: 'Leeds', postCode: 'LS11 5AB' } };
const list = 'GET /SavedCard/GetSavedCards';
const remove = 'DELETE /SavedCard/DeleteSavedCard';

describe('Manage Saved Cards (spec 1 §2 section 6, §4 card removal, §8)', () => {
  it('is not shown when there are no cards', async () => {
    const { api, container } = renderWithProviders(<SavedCardsSection />, { api: { [list]: [] } });
    await waitFor(() => expect(requestsTo(api, list)).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows last 4 digits and expiry; removes after "Remove saved card?" and reloads the cards', async () => {
    let cards = [card];
    const { user, api } = renderWithProviders(<SavedCardsSection />, {
      api: {
        [list]: () => ({ body: cards }),
        [remove]: () => {
          cards = [];
          return { body: { success: true } };
        },
      },
    });
    expect(await screen.findByText('Card ending 4242')).toBeInTheDocument();
    expect(screen.getByText(/Expires 09\/29/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove card ending 4242' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove saved card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Card ending 4242')).not.toBeInTheDocument());
    expect(new URL(requestsTo(api, remove)[0]!.url).searchParams.get('tokenId')).toBe('tok_1');
  });

  it.each([
    ['the server refuses', () => ({ body: { success: false, message: 'no' } })],
    ['the call fails', reply(500, { statusCode: 500, code: 'internal', message: 'Something went wrong.' })],
  ])("says 'Error occured while deleting saved card.' when %s", async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<SavedCardsSection />, { api: { [list]: [card], [remove]: answer } });
    await user.click(await screen.findByRole('button', { name: 'Remove card ending 4242' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove saved card?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error occured while deleting saved card.')).toBeInTheDocument();
  });
});
