import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { savedItem } from '../../test-utils/basket-fixtures';
import { basketLine, basketWith } from '../../test-utils/fixtures';
import { requestsTo } from '../../test-utils/mock-api';
import { renderWithProviders } from '../../test-utils/render';
import { BasketIconLink, basketLabel } from './components/basket-icon-link';
import { useSaveForLaters } from './api/get-save-for-laters';
import { applyBasket, reloadBasket, selectLineQuantity, useBasketLineQuantity } from './basket-cache';

const basketPath = 'GET /Basket/GetBasketForUser';
const savedPath = 'GET /SaveForLater/GetSaveForLaters';
const courierLine = basketLine({ id: 9, manufacturerCode: 'GOPHR', qty: 1, basketLineTypeId: 3 });

describe('selectLineQuantity', () => {
  const basket = basketWith([basketLine({ qty: 2 }), basketLine({ id: 2, manufacturerCode: 'GEN-15MM-ISO', qty: 3 }), courierLine]);
  it.each([
    ['a product line', 'CAL-87161', 2],
    ['codes compared case-blind and trimmed', ' gen-15mm-iso', 3],
    ['a part not in the basket', 'NOPE', 0],
    ['a server-owned line (courier) is not a product', 'GOPHR', 0],
  ])('%s → %s', (_name, code, expected) => {
    expect(selectLineQuantity(code)(basket)).toBe(expected);
  });
});

/** What other features render from the cache: the header badge and a card's quantity. */
function Readers({ onClient }: { onClient: (client: ReturnType<typeof useQueryClient>) => void }) {
  onClient(useQueryClient());
  const quantity = useBasketLineQuantity('cal-87161', 7);
  const saved = useSaveForLaters();
  return (
    <>
      <BasketIconLink />
      <output aria-label="card quantity">{quantity}</output>
      <output aria-label="saved items">{saved.data?.length ?? '-'}</output>
    </>
  );
}

function renderReaders(api = {}) {
  let client: ReturnType<typeof useQueryClient> | undefined;
  const view = renderWithProviders(<Readers onClient={(c) => (client = c)} />, {
    api: { [basketPath]: basketWith([basketLine({ qty: 2 })]), [savedPath]: { collection: [] }, ...api },
  });
  return { ...view, client: () => client! };
}

const cardQuantity = () => screen.getByRole('status', { name: 'card quantity' });
const savedItems = () => screen.getByRole('status', { name: 'saved items' });

describe('basket cache', () => {
  it('the card quantity stands in with its fallback until the basket has loaded', async () => {
    renderReaders({ [basketPath]: () => new Promise(() => {}) });
    expect(cardQuantity()).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: basketLabel(0) })).toBeInTheDocument();
  });

  it('applyBasket sets what the header badge and the card quantities read, with no second request', async () => {
    const { api, client } = renderReaders();
    await waitFor(() => expect(cardQuantity()).toHaveTextContent('2'));
    act(() => applyBasket(client(), basketWith([basketLine({ qty: 5 }), basketLine({ id: 2, manufacturerCode: 'GEN-15MM-ISO', qty: 3 })])));
    await waitFor(() => expect(cardQuantity()).toHaveTextContent('5'));
    expect(screen.getByRole('link', { name: basketLabel(8) })).toBeInTheDocument();
    expect(requestsTo(api, basketPath)).toHaveLength(1);
    expect(requestsTo(api, savedPath)).toHaveLength(1);
  });

  it('applyBasket with reloadSaved reloads the saved lists but not the basket it was handed', async () => {
    let saved: unknown[] = [];
    const { api, client } = renderReaders({ [savedPath]: () => ({ body: { collection: saved } }) });
    await waitFor(() => expect(savedItems()).toHaveTextContent('0'));
    saved = [savedItem()];
    act(() => applyBasket(client(), basketWith([]), { reloadSaved: true }));
    await waitFor(() => expect(cardQuantity()).toHaveTextContent('0'));
    await waitFor(() => expect(savedItems()).toHaveTextContent('1'));
    expect(requestsTo(api, savedPath)).toHaveLength(2);
    expect(requestsTo(api, basketPath)).toHaveLength(1);
  });

  it('reloadBasket (after a failed write) reloads every basket query from the server', async () => {
    let qty = 2;
    const { api, client } = renderReaders({ [basketPath]: () => ({ body: basketWith([basketLine({ qty })]) }) });
    await waitFor(() => expect(cardQuantity()).toHaveTextContent('2'));
    qty = 4;
    await act(() => reloadBasket(client()));
    await waitFor(() => expect(cardQuantity()).toHaveTextContent('4'));
    expect(screen.getByRole('link', { name: basketLabel(4) })).toBeInTheDocument();
    expect(requestsTo(api, basketPath)).toHaveLength(2);
    expect(requestsTo(api, savedPath)).toHaveLength(2);
  });
});
