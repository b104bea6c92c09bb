import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Basket } from '@sparesfinder/contracts/basket';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { PaymentCountdown } from './payment-countdown';

/** spec 3 §4.8: the payment page reads the basket's expiry: the 5-minute banner, then the expiry dialog. */
const basket = (overrides: Partial<Basket>): Basket => ({ ...basketWith([basketLine({ id: 11, qty: 2 })]), ...overrides });
const renderPayment = (current: Basket) =>
  renderWithProviders(<PaymentCountdown basketKey={current.basketKey} />, {
    path: `/make-payment/${current.basketKey}`,
    api: { 'GET /Basket/GetBasketByKey': () => ({ body: current }) },
  });

describe('the payment page countdown (spec 3 §4.8)', () => {
  it('counts down the hold the checkout started', async () => {
    renderPayment(basket({ expiryDate: new Date(Date.now() + 200_000).toISOString() }));
    expect(await screen.findByText(/3:[12]\d/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the expiry dialog once the hold has run out', async () => {
    renderPayment(basket({ expiryDate: new Date(Date.now() - 1_000).toISOString() }));
    expect(await screen.findByRole('dialog', { name: 'Your basket has expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose again' })).toBeInTheDocument();
  });

  it('shows nothing for a basket that is already an order', async () => {
    renderPayment(basket({ orderId: 41, expiryDate: new Date(Date.now() - 1_000).toISOString() }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/\d:\d\d/)).not.toBeInTheDocument();
  });
});
