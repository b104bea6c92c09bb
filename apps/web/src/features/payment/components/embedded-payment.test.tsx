import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { messages } from '@sparesfinder/contracts/messages';
import { requestsTo, type MockReply } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { EmbeddedPayment } from './embedded-payment';

const basketKey = '6f1c9a62-5a7e-4a0e-9d1b-2f6a7b0c1d2e';
const paymentPath = `/make-payment/${basketKey}`;
const checkoutPath = `/Basket/Checkout/${basketKey}`;
const linkRoute = 'GET /Payment/GetPaymentLink';

/** The payment page and the checkout beside it, so leaving the page unmounts the panel as in the app. */
function renderPaymentFlow(answers: MockReply[]) {
  let call = 0;
  return renderWithProviders(
    <Routes>
      <Route path="/make-payment/:basketKey" element={<EmbeddedPayment basketKey={basketKey} tokenId={null} />} />
      <Route path="*" element={<p>Checkout</p>} />
    </Routes>,
    { path: paymentPath, api: { [linkRoute]: () => answers[Math.min(call++, answers.length - 1)]! } },
  );
}

const frameSource = async () => (await screen.findByTitle('Secure card payment')).getAttribute('src');

describe('the embedded payment panel (spec 3 §4.8)', () => {
  it('shows the current payment after Make Payment starts a new one, not the link of the earlier, failed one', async () => {
    const { router, api } = renderPaymentFlow([{ body: { linkUrl: '/sandbox-gateway/pay/sbx_first_attempt' } }, { body: { linkUrl: '/sandbox-gateway/pay/sbx_second_attempt' } }]);
    expect(await frameSource()).toBe('/sandbox-gateway/pay/sbx_first_attempt');
    expect(requestsTo(api, linkRoute)).toHaveLength(1);

    // The card is declined; the buyer goes back to checkout and presses Make Payment again (a new payment).
    await router.navigate(checkoutPath);
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    await router.navigate(paymentPath);

    await waitFor(async () => expect(await frameSource()).toBe('/sandbox-gateway/pay/sbx_second_attempt'));
    expect(requestsTo(api, linkRoute)).toHaveLength(2); // one per visit
  });

  it('asks again on coming back to the page after a failure, and shows the missing link instead of the spent page', async () => {
    const { router } = renderPaymentFlow([{ body: { linkUrl: '/sandbox-gateway/pay/sbx_first_attempt' } }, { status: 404, body: { statusCode: 404, code: 'not_found', message: 'Payment not found' } }]);
    expect(await frameSource()).toBe('/sandbox-gateway/pay/sbx_first_attempt');

    await router.navigate('/payment-failed');
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    await router.navigate(-1);

    expect((await screen.findAllByText(messages.checkout.paymentLinkMissing)).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('Secure card payment')).not.toBeInTheDocument();
    // Not a dead end: the checkout of the same basket starts a new payment.
    expect(screen.getByRole('link', { name: messages.payment.backToCheckout })).toHaveAttribute('href', checkoutPath);
  });
});
