import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { OrderSummary } from '@sparesfinder/contracts/orders';
import { ordersText } from '@sparesfinder/contracts/messages';
import { orderStatuses } from '@sparesfinder/domain/orders/order-status';
import { renderWithProviders } from '../../../test-utils/render';
import { OrderCards } from './order-cards';
import { OrderStatusChip } from './order-status-chip';
import { OrdersTable } from './orders-table';

const supplier = { id: 1, name: 'Heatline Merchants', imageUrl: '/images/suppliers/heatline.svg', termsOfSaleLink: null, showPreferredCollectionBranch: true };
const anOrder = (orderId: number, status: OrderSummary['status']): OrderSummary => ({
  basketKey: `00000000-0000-4000-8000-${String(orderId).padStart(12, '0')}`,
  basketId: orderId - 800_000,
  orderId,
  supplierOrderNumber: `SF-${orderId}`,
  customerOrderNo: 'JOB-1',
  orderDate: '2026-11-24T11:21:00.000Z',
  createdOn: '2026-11-24T11:00:00.000Z',
  selectedBranch: { id: 1, name: 'Heatline Leeds South', supplier },
  totalCost: 43.65,
  totalCostWithVat: 52.38,
  totalDisplayedCost: 43.65,
  totalDisplayedCostWithVat: 52.38,
  paymentMethodTypeId: 2,
  paymentMethodType: { id: 2, name: 'Account' },
  isDelivery: false,
  itemCount: 1,
  status,
  statusUpdatedAt: null,
});
const orders = [anOrder(800_037, 'readyToCollect'), anOrder(800_038, 'outForDelivery'), anOrder(800_039, 'rejected')];
const handlers = { onOpen: vi.fn(), onBranch: vi.fn(), onReorder: vi.fn(), onReturn: vi.fn() };

describe('OrderStatusChip (issue #18)', () => {
  it.each([
    ['placed', 'Placed'],
    ['accepted', 'Accepted'],
    ['readyToCollect', 'Ready to collect'],
    ['outForDelivery', 'Out for delivery'],
    ['completed', 'Completed'],
    ['rejected', 'Rejected'],
    ['partFulfilled', 'Part fulfilled'],
  ] as const)('%s reads "%s"', (status, label) => {
    renderWithProviders(<OrderStatusChip status={status} />);
    expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
  });

  it('has a label for every status the contract allows', () => {
    for (const status of orderStatuses) {
      const { unmount } = renderWithProviders(<OrderStatusChip status={status} />);
      expect(document.querySelector('.MuiChip-label')?.textContent).toMatch(/^[A-Z][a-z ]+$/);
      unmount();
    }
  });
});

describe('the order list shows each order’s merchant status', () => {
  it('desktop table: in the Order Reference cell of its own row', async () => {
    renderWithProviders(<OrdersTable orders={orders} {...handlers} />);
    const row = (orderId: number) => screen.getByRole('button', { name: `Order details: order ${orderId}` }).closest('tr')!;
    expect(within(row(800_037)).getByText('Ready to collect')).toBeInTheDocument();
    expect(within(row(800_038)).getByText('Out for delivery')).toBeInTheDocument();
    expect(within(row(800_039)).getByText('Rejected')).toBeInTheDocument();
    // spec 1 §2 names the column 'Total'; the figure is the order's total with VAT, worded as everywhere else.
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(row(800_037)).getByText('£52.38').nextElementSibling).toHaveTextContent(/^with VAT$/);
  });

  it('phone cards: on each card', () => {
    renderWithProviders(<OrderCards orders={orders} {...handlers} />);
    const cards = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText(/^(Ready to collect|Out for delivery|Rejected)$/).textContent)).toEqual(['Ready to collect', 'Out for delivery', 'Rejected']);
    expect(within(cards[0]!).getByText(/^£52\.38/)).toHaveTextContent(/^£52\.38 with VAT$/);
  });
});

/** jsdom has no matchMedia, so MUI answers every media query with its default: true puts the table in its ≤ 1024 px layout. */
const mediaQueriesMatch = (matches: boolean) => (outer: Theme) => ({ ...outer, components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { defaultMatches: matches } } } });

describe('a rejected order supplied nothing: no Return, Reorder kept (domain orderOutcome)', () => {
  it.each([
    ['wide', false],
    ['compact (769-1024 px)', true],
  ])('desktop table, %s: the Return cell stays, with a quiet dash that says why', (_width, compact) => {
    renderWithProviders(
      <ThemeProvider theme={mediaQueriesMatch(compact)}>
        <OrdersTable orders={orders} {...handlers} />
      </ThemeProvider>,
    );
    const row = (orderId: number) => screen.getByRole('button', { name: `Order details: order ${orderId}` }).closest('tr')!;
    const returnColumn = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'Return');
    const rejected = within(row(800_039)).getAllByRole('cell');
    expect(rejected).toHaveLength(7);
    expect(within(row(800_039)).queryByRole('button', { name: /^Return items/ })).not.toBeInTheDocument();
    expect(rejected[returnColumn]).toHaveTextContent(ordersText.returnNotOffered);
    expect(within(rejected[returnColumn]!).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(rejected[returnColumn]!).getByTitle(ordersText.returnNotOffered)).toBeInTheDocument();
    expect(within(row(800_039)).getByRole('button', { name: 'Reorder order 800039' })).toBeInTheDocument();
    // The compact layout shows the invoice as an icon only: proof the width was emulated.
    expect(within(row(800_037)).queryByText('Invoice')).toEqual(compact ? null : expect.anything());
    for (const orderId of [800_037, 800_038]) expect(within(row(orderId)).getByRole('button', { name: `Return items from order ${orderId}` })).toBeInTheDocument();
  });

  it('phone cards: no Return on the rejected order’s card, Reorder still there', () => {
    renderWithProviders(<OrderCards orders={orders} {...handlers} />);
    const [ready, , rejected] = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
    expect(within(rejected!).queryByRole('button', { name: /^Return items/ })).not.toBeInTheDocument();
    expect(within(rejected!).getByRole('button', { name: 'Reorder order 800039' })).toBeInTheDocument();
    expect(within(ready!).getByRole('button', { name: 'Return items from order 800037' })).toBeInTheDocument();
  });
});
