import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import { paymentResults } from '../payment-messages';
import { PaymentResultPage } from './payment-result-page';

describe('PaymentResultPage as the tab’s own page', () => {
  it('a failed payment offers the way back to the basket', () => {
    renderWithProviders(<PaymentResultPage result={paymentResults.failed} text="Payment has failed" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment has failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your basket' })).toHaveAttribute('href', '/Basket');
  });

  it('a completed payment does not', () => {
    renderWithProviders(<PaymentResultPage result={paymentResults.completed} text="Payment completed" />);
    expect(screen.queryByRole('link', { name: 'Back to your basket' })).not.toBeInTheDocument();
  });
});
