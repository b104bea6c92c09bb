import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@sparesfinder/contracts/messages';
import { renderWithProviders } from '../../../test-utils/render';
import { requestsTo } from '../../../test-utils/mock-api';
import { demoBasket } from '../../../test-utils/basket-fixtures';
import { sampleBranches } from '../availability-fixtures';
import type { HubSocket } from '../live/availability-hub-socket';
import { AvailabilityResults } from './availability-results';

/** A socket the test drives: what the page sent, and frames pushed as the hub would. */
class FakeSocket implements HubSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onopen: ((event: never) => void) | null = null;
  onclose: ((event: never) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => this.onopen?.(undefined as never));
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  push(frame: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}
const createSocket = (url: string) => new FakeSocket(url);
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };
const [heatlineSouth, pipeworks, tradeHub, heatlineLeeds] = sampleBranches as [
  (typeof sampleBranches)[0],
  (typeof sampleBranches)[0],
  (typeof sampleBranches)[0],
  (typeof sampleBranches)[0],
];
const basket = demoBasket();
/** GET /SparesAvailability/GetMerchants: every merchant, not only ListSuppliers' two (DEMO_DATA.md "Merchants"). */
const merchants = [
  { id: 1, name: 'Heatline Merchants' },
  { id: 2, name: 'Pipeworks Direct' },
  { id: 3, name: 'Boilerhouse Spares' },
  { id: 4, name: 'TradeHub Supplies' },
];

function renderResults(routes: Record<string, unknown> = {}) {
  FakeSocket.all = [];
  const onAccepted = vi.fn();
  const view = renderWithProviders(
    <AvailabilityResults
      location={leeds}
      onChangeLocation={vi.fn()}
      countdownSeconds={300}
      onAccepted={onAccepted}
      onLeave={vi.fn()}
      renderCourierQuote={() => null}
      createSocket={createSocket}
    />,
    {
      api: {
        'GET /Basket/GetBasketForUser': basket,
        'POST /SparesAvailability/Select': true,
        'POST /SparesAvailability/SelectDelivery': true,
        'GET /ByBox/GetByBoxLocations': {
          collection: [{ id: 1, exchange: 'Leeds Hunslet', postalCode: 'LS10 1QR' }],
        },
        'POST /ByBox/AddByBoxLine': true,
        'POST /Basket/SaveLineForLater': basket,
        'GET /SparesAvailability/GetMerchants': merchants,
        ...routes,
      },
    },
  );
  return { ...view, onAccepted };
}

async function streamAll() {
  await waitFor(() => expect(FakeSocket.all[0]?.sent).toHaveLength(1));
  const socket = FakeSocket.all[0]!;
  socket.push({ event: 'started', requestId: 'r1' });
  for (const data of sampleBranches) socket.push({ event: 'availability', requestId: 'r1', data });
  socket.push({ event: 'completed', requestId: 'r1', branches: sampleBranches.length });
  return socket;
}
const rowOf = (name: string) => screen.getByRole('article', { name });

describe('AvailabilityResults (spec 3 §2.3, §4.2-4.5)', () => {
  it('asks the hub for the location and shows branches as they arrive', async () => {
    renderResults();
    await waitFor(() => expect(FakeSocket.all[0]?.sent).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toMatch(/^ws:\/\/.+\/availabilityHub$/);
    expect(JSON.parse(socket.sent[0]!)).toEqual({ invoke: 'GetAvailability', args: leeds });
    socket.push({ event: 'started', requestId: 'r1' });
    socket.push({ event: 'availability', requestId: 'r1', data: heatlineSouth });
    expect(rowOf(heatlineSouth.branch.name)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 found so far');
    socket.push({ event: 'availability', requestId: 'r1', data: heatlineSouth }); // repeated: ignored
    socket.push({ event: 'completed', requestId: 'r1', branches: 1 });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('5:00');
  });

  it('shows distance in whole miles or the charge text, the options with dates, and the price plus VAT', async () => {
    renderResults();
    await streamAll();
    const row = within(rowOf(pipeworks.branch.name));
    expect(row.getByText('1 mile')).toBeInTheDocument();
    expect(row.getByRole('radio', { name: /Collect same day Tue 24th Nov 5 of 5 items/ })).toBeChecked();
    expect(row.getByText('plus VAT')).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Pipeworks Direct' })).toHaveAttribute(
      'src',
      '/images/suppliers/2.svg',
    );
  });

  it('names the merchants to filter by before any branch has answered', async () => {
    renderResults();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'TradeHub Supplies only' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('option', { name: 'Pipeworks Direct only' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Heatline Merchants only' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Merchant \d+ only$/ })).not.toBeInTheDocument();
  });

  it("names a merchant none of whose branches has answered: 'TradeHub Supplies only', never 'Merchant 4 only'", async () => {
    renderResults();
    await waitFor(() => expect(FakeSocket.all[0]?.sent).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    socket.push({ event: 'started', requestId: 'r1' });
    for (const data of [heatlineSouth, pipeworks, heatlineLeeds]) socket.push({ event: 'availability', requestId: 'r1', data });
    socket.push({ event: 'completed', requestId: 'r1', branches: 3 });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(
      within(screen.getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Recommended',
      'Closest',
      'Product availability',
      'Price low to high',
      'Price high to low',
      'Pipeworks Direct only',
      'Heatline Merchants only',
      'TradeHub Supplies only',
      'Other merchants',
    ]);
  });

  it("falls back to a branch's own merchant name when the names call fails", async () => {
    const { api } = renderResults({ 'GET /SparesAvailability/GetMerchants': () => ({ status: 500, body: { message: 'down' } }) });
    await streamAll();
    await waitFor(() => expect(requestsTo(api, 'GET /SparesAvailability/GetMerchants').length).toBeGreaterThan(0));
    expect(screen.getByRole('option', { name: 'TradeHub Supplies only' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Pipeworks Direct only' })).toBeInTheDocument();
  });

  it('filters by merchant and sorts', async () => {
    const { user } = renderResults();
    await streamAll();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Pipeworks Direct only');
    expect(
      screen
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-labelledby') && within(row).getByRole('heading').textContent),
    ).toEqual([pipeworks.branch.name]);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Closest');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      [heatlineSouth, pipeworks, tradeHub, heatlineLeeds]
        .sort((a, b) => a.branch.distanceMiles - b.branch.distanceMiles)
        .map((result) => result.branch.name),
    );
  });

  it('sorts by price with the branches supplying the whole basket first (spec 3 §9, issue #44)', async () => {
    const { user } = renderResults();
    await streamAll();
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // Heatline Leeds shows 3 of 5 units at £75.57 and Heatline South 4 of 5 at £91.68: cheaper, but not the basket.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price low to high');
    expect(names()).toEqual([pipeworks, tradeHub, heatlineSouth, heatlineLeeds].map((result) => result.branch.name));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price high to low');
    expect(names()).toEqual([pipeworks, tradeHub, heatlineSouth, heatlineLeeds].map((result) => result.branch.name));
  });

  it("expands order details with the spec's columns and status labels, and toggles genuine and alternative parts", async () => {
    const { user } = renderResults();
    await streamAll();
    const south = within(rowOf(heatlineSouth.branch.name));
    await user.click(south.getByRole('button', { name: 'Expand Order Details' }));
    for (const column of ['MPN', 'Description', 'Qty (Available)', 'Price', 'Status'])
      expect(south.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(south.getByText('Limited stock')).toBeInTheDocument();

    const leedsRow = within(rowOf(heatlineLeeds.branch.name));
    await user.click(leedsRow.getByRole('button', { name: 'Expand Order Details' }));
    expect(leedsRow.getByText('HLM-CAL87161')).toBeInTheDocument();
    await user.click(leedsRow.getByRole('button', { name: 'See genuine product' }));
    expect(leedsRow.queryByText('HLM-CAL87161')).not.toBeInTheDocument();
    expect(leedsRow.getByText('CAL-87161')).toBeInTheDocument();
    await user.click(leedsRow.getByRole('button', { name: 'See alternative product' }));
    expect(leedsRow.getByText('HLM-CAL87161')).toBeInTheDocument();
  });

  it('Proceed on an option covering the whole basket accepts it at once and goes on', async () => {
    const { user, api, onAccepted } = renderResults();
    await streamAll();
    await user.click(screen.getByRole('button', { name: `Proceed with ${pipeworks.branch.name}` }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(basket.basketKey));
    expect(await requestsTo(api, 'POST /SparesAvailability/Select')[0]!.json()).toEqual({
      branchId: pipeworks.branch.id,
      fulfilmentOptionId: 0,
    });
  });

  it('Proceed on a short option asks first (Proceed to checkout?)', async () => {
    const { user, api, onAccepted } = renderResults();
    await streamAll();
    await user.click(screen.getByRole('button', { name: `Proceed with ${heatlineSouth.branch.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Proceed to checkout?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('GEN-15MM-ISO: 2 of 3 available now; the other 1 will be moved to your saved for later list.');
    expect(requestsTo(api, 'POST /SparesAvailability/Select')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    // 'You will get the items available now': the branch has 2 of the 3 isolating valves, so the basket keeps 2 and
    // the third is saved for later before the branch is accepted (checkout then charges for what it can supply).
    const saved = requestsTo(api, 'POST /Basket/SaveLineForLater');
    expect(await Promise.all(saved.map((request) => request.json()))).toEqual([{ manufacturerCode: 'GEN-15MM-ISO', keepQty: 2 }]);
  });

  it('next-day delivery goes through SelectDelivery', async () => {
    const { user, api, onAccepted } = renderResults();
    await streamAll();
    const row = within(rowOf(pipeworks.branch.name));
    await user.click(row.getByRole('radio', { name: /Next-day delivery/ }));
    await user.click(row.getByRole('button', { name: /^Proceed/ }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(await requestsTo(api, 'POST /SparesAvailability/SelectDelivery')[0]!.json()).toEqual({
      branchId: pipeworks.branch.id,
      fulfilmentOptionId: 2,
    });
  });

  it('by-box opens BY-BOX DELIVERY; Continue needs a reference and a location, then accepts option 5 and adds the line', async () => {
    const { user, api, onAccepted } = renderResults();
    await streamAll();
    const row = within(rowOf(tradeHub.branch.name));
    await user.click(row.getByRole('radio', { name: /By-box delivery/ }));
    await user.click(row.getByRole('button', { name: /^Proceed/ }));
    const dialog = await screen.findByRole('dialog', { name: 'BY-BOX DELIVERY' });
    const go = within(dialog).getByRole('button', { name: 'Continue to checkout' });
    expect(go).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'JOB-42');
    expect(go).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /By-box location/ }));
    await user.click(await screen.findByRole('option', { name: 'Leeds Hunslet (LS10 1QR)' }));
    await user.click(go);
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(basket.basketKey));
    expect(await requestsTo(api, 'POST /SparesAvailability/Select')[0]!.json()).toEqual({
      branchId: tradeHub.branch.id,
      fulfilmentOptionId: 5,
    });
    expect(await requestsTo(api, 'POST /ByBox/AddByBoxLine')[0]!.json()).toEqual({
      byBoxLocationId: 1,
      byBoxReference: 'JOB-42',
      imageUrl: tradeHub.branch.supplier.imageUrl,
    });
  });

  it("a failed acceptance shows the server's text and stays on the page", async () => {
    const { user, api, onAccepted } = renderResults();
    api.fetch.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify(basket), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await streamAll();
    const failing = { statusCode: 422, code: 'rule', message: messages.availability.noItemsAvailableExclaim };
    api.fetch.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('Select')
        ? new Response(JSON.stringify(failing), {
            status: 422,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify(basket), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    );
    await user.click(screen.getByRole('button', { name: `Proceed with ${pipeworks.branch.name}` }));
    expect(await screen.findByText(messages.availability.noItemsAvailableExclaim)).toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
