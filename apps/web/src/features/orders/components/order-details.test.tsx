import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { OrderDetail } from '@sparesfinder/contracts/orders';
import { messages, ordersText } from '@sparesfinder/contracts/messages';
import { orderNotes } from '@sparesfinder/domain/orders/order-text';
import { basketLine } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { OrderDetails } from './order-details';

/** A Heatline collection placed on Tue 10 Nov 2026 (GET /Orders/GetOrder as the server answers it). */
const order = (change: Partial<OrderDetail>): OrderDetail => ({
  basketKey: '0b7e1c52-3f7a-4c1e-9a55-2f7d2b1e8a10',
  basketId: 41,
  orderId: 500_141,
  supplierOrderNumber: 'HL-700141',
  customerOrderNo: null,
  orderDate: '2026-11-10T10:00:00.000Z',
  createdOn: '2026-11-10T09:35:00.000Z',
  selectedBranch: { id: 1, name: 'Heatline Leeds South', supplier: { id: 1, name: 'Heatline Merchants', imageUrl: '/images/suppliers/1.svg', termsOfSaleLink: null, showPreferredCollectionBranch: false } },
  totalCost: 48.5,
  totalCostWithVat: 58.2,
  totalDisplayedCost: 48.5,
  totalDisplayedCostWithVat: 58.2,
  paymentMethodTypeId: 2,
  paymentMethodType: { id: 2, name: 'Account' },
  isDelivery: false,
  itemCount: 1,
  status: 'placed',
  statusUpdatedAt: null,
  lines: [basketLine({ id: 11 })],
  accountNumber: 'ACM1001',
  chargedAccountKind: 'merchant',
  cardAmount: null,
  collectFromBranchOn: '2026-11-11T09:30:00.000Z',
  fulfilmentOptionId: 1,
  preferredCollectionBranch: null,
  contactName: 'Dan Hughes',
  mobileNumber: null,
  address1: null,
  address2: null,
  town: null,
  postCode: null,
  quoteId: 0,
  deliveryQuote: null,
  ...change,
});

function renderOrder(detail: OrderDetail) {
  return renderWithProviders(<OrderDetails basketKey={detail.basketKey} onBack={vi.fn()} alwaysContactUs={false} />, {
    api: { 'GET /Orders/GetOrder': detail, 'GET /PaymentInvoiceCreditNote/GetByBasketId': { collection: [] } },
  });
}

describe('order details: the collection note follows the option the order was placed with (spec 1 §4, §9)', () => {
  it('a next-day collection (option 1) says next-day collections are ready from 9:30am', async () => {
    renderOrder(order({}));
    expect(await screen.findByText(orderNotes.nextDay)).toBeInTheDocument();
  });

  it('a collection booked for a later date (option 3) names its date and never the next-day note', async () => {
    renderOrder(order({ collectFromBranchOn: '2026-11-13T09:30:00.000Z', fulfilmentOptionId: 3 }));
    expect(await screen.findByText('Collect on a later date: 13 Nov 2026 at 09:30.')).toBeInTheDocument();
    expect(screen.queryByText(orderNotes.nextDay)).not.toBeInTheDocument();
  });

  it('a later-date collection falling on the next day is still not called next-day', async () => {
    renderOrder(order({ collectFromBranchOn: '2026-11-11T09:30:00.000Z', fulfilmentOptionId: 3 }));
    expect(await screen.findByText('Collect on a later date: 11 Nov 2026 at 09:30.')).toBeInTheDocument();
    expect(screen.queryByText(orderNotes.nextDay)).not.toBeInTheDocument();
  });
});

describe('order details: totals', () => {
  it('shows the VAT between the two totals, as the basket and checkout do', async () => {
    renderOrder(order({ totalCost: 48.5, totalCostWithVat: 58.2 }));
    const vat = await screen.findByText(messages.totals.vat);
    expect(vat.nextElementSibling).toHaveTextContent('£9.70');
  });
});

describe('order details: what the trader typed at checkout', () => {
  it('shows the preferred collection branch when the order has one, and no such row otherwise', async () => {
    renderOrder(order({ preferredCollectionBranch: 'Leeds North' }));
    const label = await screen.findByText('Preferred collection branch');
    expect(label.nextElementSibling).toHaveTextContent('Leeds North');
    // Beside the collection date, not instead of it.
    expect(screen.getByText('Collect on')).toBeInTheDocument();
  });

  it('leaves the row out when there is none', async () => {
    renderOrder(order({}));
    await screen.findByText(messages.totals.vat);
    expect(screen.queryByText('Preferred collection branch')).not.toBeInTheDocument();
  });
});

describe('order details: a rejected order is never supplied (issue #18)', () => {
  it('a card order: no collect date or instructions, says the payment is refunded and the invoice credited in full, and still offers the invoice', async () => {
    renderOrder(order({ status: 'rejected', paymentMethodTypeId: 1, paymentMethodType: { id: 1, name: 'Card' }, collectFromBranchOn: '2026-11-28T09:30:00.000Z' }));
    expect(await screen.findByText(ordersText.notSuppliedCardMoney)).toBeInTheDocument();
    expect(screen.getByText(ordersText.notSuppliedTitle)).toBeInTheDocument();
    expect(screen.queryByText('Collect on')).not.toBeInTheDocument();
    expect(screen.queryByText(/Collect your order/)).not.toBeInTheDocument();
    expect(screen.queryByText(orderNotes.nextDay)).not.toBeInTheDocument();
    // Charged as placed, so invoiced; the credit note credits that invoice (issue #44 item 11).
    expect(screen.queryByText('No invoice')).not.toBeInTheDocument();
  });

  it('an account order: says what was charged to the account is credited in full', async () => {
    renderOrder(order({ status: 'rejected', paymentMethodTypeId: 2 }));
    expect(await screen.findByText(ordersText.notSuppliedAccountMoney)).toBeInTheDocument();
    expect(screen.queryByText(ordersText.notSuppliedCardMoney)).not.toBeInTheDocument();
    expect(screen.queryByText('Collect on')).not.toBeInTheDocument();
  });

  it('offers no Return, since nothing was supplied, but keeps Reorder (the same parts from another branch)', async () => {
    renderOrder(order({ status: 'rejected' }));
    await screen.findByText(ordersText.notSuppliedTitle);
    expect(screen.queryByRole('button', { name: /^Return items/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeInTheDocument();
  });

  it('an order still in progress keeps its collection instructions and its invoice', async () => {
    renderOrder(order({ status: 'accepted' }));
    expect(await screen.findByText('Collect on')).toBeInTheDocument();
    expect(screen.getByText(/Collect your order from the trade counter/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download invoice/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Return items from order ${order({}).orderId}` })).toBeInTheDocument();
    expect(screen.queryByText(ordersText.notSuppliedTitle)).not.toBeInTheDocument();
  });
});
