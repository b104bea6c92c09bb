import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { OrderConfirmation } from './order-confirmation';

describe('the confirmation writes its dates as spec 3 §9 does', () => {
  it("order date and collection date both read like 'Tue 3rd Jun'", async () => {
    const order = {
      ...basketWith([basketLine({ id: 11 })]),
      orderId: 800_123,
      orderDate: '2026-11-24T11:21:00.000Z',
      collectFromBranchOn: '2026-11-27T09:30:00.000Z',
      selectedBranch: { name: 'Heatline Leeds South', supplierID: 1, supplier: { name: 'Heatline', imageUrl: '/images/suppliers/1.svg' } },
    };
    renderWithProviders(<OrderConfirmation basketKey={order.basketKey} />, { api: { 'GET /Basket/GetBasketByKey': order } });
    expect(await screen.findByText('Tue 24th Nov')).toBeInTheDocument();
    expect(screen.getAllByText(/Fri 27th Nov/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/November 2026/)).not.toBeInTheDocument();
  });
});

describe('the confirmation words its totals as the basket, the checkout and the order do', () => {
  it("'Total plus VAT' and 'Total with VAT'", async () => {
    const order = { ...basketWith([basketLine({ id: 11 })]), orderId: 800_124, orderDate: '2026-11-24T11:21:00.000Z' };
    renderWithProviders(<OrderConfirmation basketKey={order.basketKey} />, { api: { 'GET /Basket/GetBasketByKey': order } });
    const net = await screen.findByTestId('confirmation-total-plus-vat');
    expect(net.previousElementSibling).toHaveTextContent(/^Total plus VAT$/);
    expect(net).toHaveTextContent(`£${order.totalCost.toFixed(2)}`);
    const gross = screen.getByTestId('confirmation-total-with-vat');
    expect(gross.previousElementSibling).toHaveTextContent(/^Total with VAT$/);
    expect(gross).toHaveTextContent(`£${order.totalCostWithVat.toFixed(2)}`);
  });

  it('the same breakdown as the basket: the delivery line, Total plus VAT, VAT (20%) and Total with VAT', async () => {
    const delivery = basketLine({ id: 12, manufacturerCode: 'DELIVERY', description: 'Next-day delivery', cost: 9.95, displayedCost: 9.95, basketLineTypeId: 2 });
    const order = { ...basketWith([basketLine({ id: 11 }), delivery]), orderId: 800_125, orderDate: '2026-11-24T11:21:00.000Z', isDelivery: true };
    renderWithProviders(<OrderConfirmation basketKey={order.basketKey} />, { api: { 'GET /Basket/GetBasketByKey': order } });
    const totals = within(await screen.findByLabelText('Order totals'));
    expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual(['Next-day delivery', 'Total plus VAT', 'VAT (20%)', 'Total with VAT']);
    // £48.50 + £9.95 = £58.45 ex VAT, £70.14 with VAT: the VAT is the order's own figures' difference, £11.69.
    expect(totals.getByTestId('confirmation-total-plus-vat')).toHaveTextContent('£58.45');
    expect(totals.getByTestId('confirmation-vat')).toHaveTextContent('£11.69');
    expect(totals.getByTestId('confirmation-total-with-vat')).toHaveTextContent('£70.14');
  });
});

describe('the confirmation names the account charged and what the card paid (issue #44)', () => {
  const placed = (payment: object, paymentMethodType: string) => ({ ...basketWith([basketLine({ id: 11 })]), orderId: 800_126, orderDate: '2026-11-24T11:21:00.000Z', paymentMethodType: { name: paymentMethodType }, payment });
  it.each([
    ['a split payment', placed({ cardAmount: 10.56, accountKind: 'merchant', accountNumber: 'BHS-7745' }, 'Card'), /^£10\.56 by card, £\d+\.\d\d on merchant account BHS-7745$/],
    ['a trade credit order', placed({ cardAmount: null, accountKind: 'trade-credit', accountNumber: 'THB-204517' }, 'Account'), /^On your trade credit account THB-204517$/],
    ['a card order', placed({ cardAmount: 58.2, accountKind: null, accountNumber: null }, 'Card'), /^Paid by card$/],
  ])('%s', async (_name, order, expected) => {
    renderWithProviders(<OrderConfirmation basketKey={order.basketKey} />, { api: { 'GET /Basket/GetBasketByKey': order } });
    expect(await screen.findByTestId('confirmation-payment')).toHaveTextContent(expected);
  });
});
