import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import { failedPaymentState, paymentResults } from '../payment-messages';
import { PaymentResultPage } from './payment-result-page';

describe('PaymentResultPage as the tab’s own page', () => {
  it('a failed payment offers the way back to the basket', () => {
    renderWithProviders(<PaymentResultPage result={paymentResults.failed} text="Payment has failed" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment has failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your basket' })).toHaveAttribute('href', '/Basket');
  });

  it('a payment that failed on the payment page also offers another card: the checkout of the same basket', async () => {
    const { router } = renderWithProviders(<PaymentResultPage result={paymentResults.failed} text="Payment has failed" />);
    await router.navigate('/payment-failed', { state: failedPaymentState('6f1c9a62-5a7e-4a0e-9d1b-2f6a7b0c1d2e') });
    expect(await screen.findByRole('link', { name: 'Try another card' })).toHaveAttribute('href', '/Basket/Checkout/6f1c9a62-5a7e-4a0e-9d1b-2f6a7b0c1d2e');
    expect(screen.getByRole('link', { name: 'Back to your basket' })).toHaveAttribute('href', '/Basket');
  });

  it('a completed payment does not', () => {
    renderWithProviders(<PaymentResultPage result={paymentResults.completed} text="Payment completed" />);
    expect(screen.queryByRole('link', { name: 'Back to your basket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try another card' })).not.toBeInTheDocument();
  });
});
