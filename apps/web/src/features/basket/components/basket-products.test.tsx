import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Basket } from '@sparesfinder/contracts/basket';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { demoBasket } from '../../../test-utils/basket-fixtures';
import { reply } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { BasketProducts } from './basket-products';

const updatePath = 'POST /Basket/UpdateBasketForUser';
const conflict = (basket: Basket) =>
  reply(409, {
    statusCode: 409,
    code: 'conflict',
    message: 'Your basket was changed in another window. It has been reloaded.',
    basket,
  });

function renderGrid(api: Record<string, unknown> = {}) {
  return renderWithProviders(<BasketProducts />, {
    api: { 'GET /Basket/GetBasketForUser': demoBasket(), ...api },
  });
}

const row = (code: string) =>
  screen.getAllByTestId('basket-line').find((line) => within(line).queryByText(code))!;

describe('BasketProducts (spec 2 §2 basket grid)', () => {
  it('lists product lines only, with image, MPN, description (trailing digits stripped) and controls', async () => {
    const basket = demoBasket();
    basket.lines.push(
      basketLine({
        id: 99,
        manufacturerCode: 'GOPHR',
        description: 'Courier',
        basketLineTypeId: 3,
        basketLineType: { id: 3, name: 'Delivery Charge', considerForAvailability: false },
      }),
    );
    renderGrid({ 'GET /Basket/GetBasketForUser': basket });
    expect(await screen.findByRole('table', { name: 'Basket items' })).toBeInTheDocument();
    expect(screen.getAllByTestId('basket-line')).toHaveLength(2);
    expect(screen.queryByText('GOPHR')).not.toBeInTheDocument();
    expect(screen.getByText('15mm isolating valve')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of CAL-87161' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete GEN-15MM-ISO' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save for later: CAL-87161' })).toBeInTheDocument();
  });

  it('shows a placeholder when an image is missing or fails to load', async () => {
    renderGrid();
    await screen.findByRole('table', { name: 'Basket items' });
    const image = within(row('CAL-87161')).getByRole('presentation', { hidden: true });
    fireEvent.error(image);
    expect(within(row('CAL-87161')).getByTestId('image-placeholder')).toBeInTheDocument();
    expect(within(row('GEN-15MM-ISO')).getByTestId('image-placeholder')).toBeInTheDocument();
  });

  it('minus never goes below 1: at qty 1 it is disabled and delete removes the line instead', async () => {
    renderGrid({ 'GET /Basket/GetBasketForUser': basketWith([basketLine({ qty: 1 })]) });
    expect(await screen.findByRole('button', { name: 'Decrease quantity of CAL-87161' })).toBeDisabled();
  });

  it('plus sends the whole basket with the new quantity and its version; the server answer is shown', async () => {
    const updated = demoBasket();
    updated.version = 2;
    updated.lines[0]!.qty = 3;
    const { user, api } = renderGrid({ [updatePath]: updated });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of CAL-87161' }));
    await waitFor(() => expect(within(row('CAL-87161')).getByRole('spinbutton', { name: 'Quantity of CAL-87161' })).toHaveValue('3'));
    const sent = await api.requests
      .find((request) => request.url.endsWith('/Basket/UpdateBasketForUser'))!
      .json();
    expect(sent).toMatchObject({
      version: 1,
      lines: [
        { manufacturerCode: 'CAL-87161', qty: 3, basketLineTypeId: 1 },
        { manufacturerCode: 'GEN-15MM-ISO', qty: 3 },
      ],
    });
  });

  it('minus lowers the quantity by one', async () => {
    const { user, api } = renderGrid({ [updatePath]: demoBasket() });
    await user.click(await screen.findByRole('button', { name: 'Decrease quantity of GEN-15MM-ISO' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.url.endsWith('/Basket/UpdateBasketForUser'))).toBe(true),
    );
    const sent = await api.requests
      .find((request) => request.url.endsWith('/Basket/UpdateBasketForUser'))!
      .json();
    expect(sent.lines).toEqual([
      expect.objectContaining({ manufacturerCode: 'CAL-87161', qty: 2 }),
      expect.objectContaining({ manufacturerCode: 'GEN-15MM-ISO', qty: 2 }),
    ]);
  });

  it('delete sends the basket without the line', async () => {
    const { user, api } = renderGrid({ [updatePath]: basketWith([demoBasket().lines[1]!]) });
    await user.click(await screen.findByRole('button', { name: 'Delete CAL-87161' }));
    await waitFor(() => expect(screen.getAllByTestId('basket-line')).toHaveLength(1));
    const sent = await api.requests
      .find((request) => request.url.endsWith('/Basket/UpdateBasketForUser'))!
      .json();
    expect(sent.lines.map((line: { manufacturerCode: string }) => line.manufacturerCode)).toEqual([
      'GEN-15MM-ISO',
    ]);
  });

  it('a stale version (409) reloads the basket and retries once on the fresh version', async () => {
    const fresh = demoBasket();
    fresh.version = 7;
    let updates = 0;
    const { user, api } = renderGrid({
      'GET /Basket/GetBasketForUser': (() => {
        let calls = 0;
        return () => ({ body: calls++ === 0 ? demoBasket() : fresh });
      })(),
      [updatePath]: () => (updates++ === 0 ? conflict(fresh)() : { body: { ...fresh, version: 8 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete CAL-87161' }));
    await waitFor(() => expect(updates).toBe(2));
    const bodies = await Promise.all(
      api.requests
        .filter((request) => request.url.endsWith('/Basket/UpdateBasketForUser'))
        .map((request) => request.clone().json()),
    );
    expect(bodies.map((body) => body.version)).toEqual([1, 7]);
    expect(screen.queryByText(/changed in another window/)).not.toBeInTheDocument();
  });

  it('a second conflict tells the user the basket was reloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderGrid({ [updatePath]: conflict(demoBasket()) });
    await user.click(await screen.findByRole('button', { name: 'Delete CAL-87161' }));
    expect(
      await screen.findByText('Your basket was changed in another window. It has been reloaded.'),
    ).toBeInTheDocument();
  });

  it('save for later moves the line out of the basket', async () => {
    const { user, api } = renderGrid({
      'POST /Basket/SaveLineForLater': basketWith([demoBasket().lines[1]!]),
    });
    await user.click(await screen.findByRole('button', { name: 'Save for later: CAL-87161' }));
    await waitFor(() => expect(screen.getAllByTestId('basket-line')).toHaveLength(1));
    await expect(
      api.requests.find((request) => request.url.endsWith('/Basket/SaveLineForLater'))!.json(),
    ).resolves.toEqual({ manufacturerCode: 'CAL-87161' });
  });

  it("save for later failure says 'There was a problem'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderGrid({
      'POST /Basket/SaveLineForLater': reply(500, {
        statusCode: 500,
        code: 'internal',
        message: 'Something went wrong.',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save for later: CAL-87161' }));
    expect(await screen.findByText('There was a problem')).toBeInTheDocument();
    expect(screen.getAllByTestId('basket-line')).toHaveLength(2);
  });

  it("an empty basket says so and offers 'New Search' to /", async () => {
    renderGrid({ 'GET /Basket/GetBasketForUser': basketWith([]) });
    expect(await screen.findByText('Your basket is empty!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
