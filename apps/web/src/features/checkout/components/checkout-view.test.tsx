import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@sparesfinder/contracts/messages';
import { basketLine } from '../../../test-utils/fixtures';
import { requestsTo } from '../../../test-utils/mock-api';
import { basket, bodyOf, card, renderCheckout, rules } from '../checkout-fixtures';

const placeButton = (name: RegExp | string) => screen.findByRole('button', { name });

describe('payment method rules on the page (spec 3 §4.7)', () => {
  it('account by default when the merchant\'s default is account; Make Payment once card is chosen', async () => {
    const { user } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /Purchases on merchant account \(ACM1001\)/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Pay via card' }));
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
  });

  it('card is the default when the merchant\'s default is card', async () => {
    renderCheckout({ checkoutRules: rules({ paymentMethods: { defaultMethod: 1, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' } }) });
    expect(await screen.findByRole('radio', { name: 'Pay via card' })).toBeChecked();
  });

  it('a trade credit account forces account payment: no card option', async () => {
    renderCheckout({ checkoutRules: rules({ paymentMethods: { defaultMethod: 2, allowed: [2], cardSinceCourier: false, accountKind: 'trade-credit' }, accountNumber: 'THB-204517', accountProviderName: 'TradeHelp BT' }) });
    expect(await screen.findByRole('radio', { name: /Purchases on your TradeHelp BT credit account \(THB-204517\)/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Pay via card' })).not.toBeInTheDocument();
  });

  it('cardSinceCourier: the parts on account, the delivery by card (Make Payment)', async () => {
    renderCheckout({ checkoutRules: rules({ paymentMethods: { defaultMethod: 1, allowed: [1], cardSinceCourier: true, accountKind: 'merchant' } }) });
    expect(await screen.findByText('The parts go on your merchant account (ACM1001); the courier delivery is paid by card.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pay via card' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Purchases on/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
  });

  it('a single saved card is preselected; clicking it again deselects it; the new card form locks the cards', async () => {
    const { user } = renderCheckout({ checkoutRules: rules({ paymentMethods: { defaultMethod: 1, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' } }), cards: [card('tok_1', '4242')] });
    const saved = await screen.findByRole('button', { name: 'Card ending 4242 · expires 09/29' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await user.click(saved);
    expect(saved).toHaveAttribute('aria-pressed', 'false');
    await user.click(saved);
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Pay with a new card' }));
    expect(saved).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
  });

  it('two saved cards: none preselected, and Make Payment asks for one', async () => {
    const { user } = renderCheckout({ checkoutRules: rules({ paymentMethods: { defaultMethod: 1, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' } }), cards: [card('tok_1', '4242'), card('tok_2', '1111')] });
    expect(await screen.findByRole('button', { name: /Card ending 4242/ })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(within(await screen.findByRole('dialog')).getByText(messages.checkout.selectPaymentMethod)).toBeInTheDocument();
  });
});

describe('validation dialog and the Place Order button (spec 3 §2.5, §5)', () => {
  it('the terms: a dialog with a title and the spec\'s description, no cancel button; the button is disabled while it shows', async () => {
    const { user, api } = renderCheckout();
    await user.click(await placeButton('Place Order'));
    const dialog = await screen.findByRole('dialog', { name: 'Please check your order' });
    expect(dialog).toHaveAccessibleDescription(messages.checkout.acceptTerms);
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
    expect(within(dialog).queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order', hidden: true })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // spec 3 §5: disabled while any error shows (the terms in red), until they are accepted.
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(requestsTo(api, 'POST /Basket/PlaceAccountOrder')).toHaveLength(0);
  });

  it('a missing telephone: \'Please complete all mandatory fields\' and the field is flagged', async () => {
    const { user } = renderCheckout();
    await user.clear(await screen.findByRole('textbox', { name: /Contact telephone/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(messages.checkout.completeMandatoryFields);
    expect(screen.getByRole('textbox', { name: /Contact telephone/, hidden: true })).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The flag stays, and the button off, until the field is filled (spec 3 §5).
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Contact telephone/ }), '0113 496 0000');
    expect(screen.getByRole('textbox', { name: /Contact telephone/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('the test user: the dialog is titled Error with the spec\'s text', async () => {
    const { user } = renderCheckout({ checkoutRules: rules({ blockedMessage: messages.checkout.testUser }) });
    await user.click(await placeButton('Place Order'));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveAccessibleDescription(messages.checkout.testUser);
  });

  it('disabled while the order is in progress (one request however often it is clicked), then the confirmation', async () => {
    let answer: (value: unknown) => void = () => {};
    const { user, api, router } = renderCheckout({
      api: { 'POST /Basket/PlaceAccountOrder': () => new Promise((resolve) => (answer = resolve)).then(() => ({ body: { success: true, message: 'Your order has been placed.', basketKey: basket().basketKey, orderId: 800001 } })) },
    });
    await user.click(await screen.findByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const working = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(working).toBeDisabled();
    fireEvent.click(working);
    expect(requestsTo(api, 'POST /Basket/PlaceAccountOrder')).toHaveLength(1);
    const sent = await bodyOf(requestsTo(api, 'POST /Basket/PlaceAccountOrder')[0]!);
    expect(sent).toMatchObject({ basketKey: basket().basketKey, paymentMethodTypeId: 2, termsAccepted: true, telephoneNumber: '0113 496 0123', contactName: 'Alex Morgan', costWithVat: basket().totalCostWithVat });
    answer(undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Basket/Confirmation/${basket().basketKey}`));
  });

  it('a refusal from the server shows its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCheckout({ api: { 'POST /Basket/PlaceAccountOrder': () => ({ status: 422, body: { statusCode: 422, code: 'rule', message: messages.orderPlacement.overCreditLimit } }) } });
    await user.click(await screen.findByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(messages.orderPlacement.overCreditLimit);
  });
});

describe('placement answering nothing (spec 3 §8)', () => {
  it.each([
    ['account', 2, 'POST /Basket/PlaceAccountOrder', messages.checkout.accountOrderNoResponse, 'Place Order'],
    ['card', 1, 'POST /Basket/PlaceCardOrder', messages.checkout.cardOrderNoResponse, 'Make Payment'],
  ])('%s: a server error shows the spec\'s text', async (_kind, method, route, text, button) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCheckout({
      checkoutRules: rules({ paymentMethods: { defaultMethod: method, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' } }),
      cards: [card('tok_1', '4242')],
      api: { [route]: () => ({ status: 500, body: { statusCode: 500, code: 'internal', message: 'Something went wrong.' } }) },
    });
    await user.click(await screen.findByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(text);
  });
});

describe('placement answering success false (spec 3 §8: the server\'s message is toasted)', () => {
  it('toasts the message and lets the buyer try again', async () => {
    const { user } = renderCheckout({ api: { 'POST /Basket/PlaceAccountOrder': { success: false, message: 'The merchant is not taking orders just now.', basketKey: basket().basketKey, orderId: null } } });
    await user.click(await screen.findByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('The merchant is not taking orders just now.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});

describe('discount code (spec 3 §4.7, §9)', () => {
  it('opens, applies a valid code as a removable tag (total with VAT less the amount), shows an invalid reason, removes', async () => {
    const { user, api } = renderCheckout({
      api: {
        'POST /Checkout/ValidateDiscountCode': async (request: Request) =>
          (await bodyOf(request)).discountCode.toUpperCase() === 'TRADE10'
            ? { body: { valid: true, invalidReason: null, discountAmount: 14.66, discountNetAmount: 12.22, friendlyName: 'Trade 10% off' } }
            : { body: { valid: false, invalidReason: 'This discount code expired on 1 Nov 2026.', discountAmount: 0, discountNetAmount: 0, friendlyName: null } },
      },
    });
    const total = await screen.findByTestId('checkout-total');
    const before = total.textContent;
    await user.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'OLD5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code expired on 1 Nov 2026.');
    await user.clear(screen.getByRole('textbox', { name: 'Discount code' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'trade10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // The code check answers the amount with VAT (£14.66) and its net part (£12.22, domain discountAmounts); the page
    // shows the net part, as the order's page does, and VAT once on the total.
    expect(await screen.findByText('TRADE10: Trade 10% off (−£12.22 plus VAT)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('−£12.22');
    // Named as the placed order's discount line will be: the code's friendly name.
    expect(screen.getByTestId('checkout-discount').previousElementSibling).toHaveTextContent(/^Trade 10% off$/);
    expect(total.textContent).not.toBe(before);
    const pence = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
    const plusVat = pence(screen.getByTestId('checkout-total-plus-vat').textContent);
    // Worded as on the basket, the confirmation and the order's page (messages.totals).
    expect(screen.getByTestId('checkout-total-plus-vat').previousElementSibling).toHaveTextContent(/^Total plus VAT$/);
    expect(total.previousElementSibling).toHaveTextContent(/^Total with VAT$/);
    expect(pence(total.textContent)).toBe(Math.round(plusVat * 1.2));
    // The VAT row, as on the basket: what lies between the two totals the order will be charged.
    expect(screen.getByTestId('checkout-vat').previousElementSibling).toHaveTextContent(/^VAT \(20%\)$/);
    expect(pence(screen.getByTestId('checkout-vat').textContent)).toBe(pence(total.textContent) - plusVat);
    expect(await bodyOf(requestsTo(api, 'POST /Checkout/ValidateDiscountCode')[1]!)).toMatchObject({ discountCode: 'trade10', basketKey: basket().basketKey, supplierID: 1 });
    const tag = screen.getByRole('button', { name: 'Discount TRADE10 applied, remove' });
    tag.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByText(/TRADE10:/)).not.toBeInTheDocument());
    expect(total.textContent).toBe(before);
  });
});

describe('removing a line (spec 3 §4.7: quantity 0 removes it; the basket is saved, the page reloads or goes to /)', () => {
  it('sends the whole basket with the line at 0, keeps the others, and reloads the checkout', async () => {
    let current = basket();
    const { user, api } = renderCheckout({
      api: {
        'GET /Basket/GetBasketByKey': () => ({ body: current }),
        'POST /Basket/UpdateBasketForUser': () => {
          current = basket({ version: 2, lines: [current.lines[1]!] });
          return { body: current };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Diverter valve assembly' }));
    await waitFor(() => expect(screen.queryByText('Diverter valve assembly')).not.toBeInTheDocument());
    const sent = await bodyOf(requestsTo(api, 'POST /Basket/UpdateBasketForUser')[0]!);
    expect(sent.lines.map((line: { manufacturerCode: string; qty: number }) => [line.manufacturerCode, line.qty])).toEqual([['CAL-87161', 0], ['GEN-15MM-ISO', 3]]);
    expect(sent).toMatchObject({ version: 1, basketKey: basket().basketKey });
    expect(screen.getByText('15mm isolating valve')).toBeInTheDocument();
  });

  it('the last product removed: the left-over lines go too and the page goes to /', async () => {
    const one = basket({ lines: [basketLine({ id: 11 }), basketLine({ id: 13, manufacturerCode: 'GOPHR', description: 'Gophr courier', basketLineTypeId: 2 })] });
    const { user, api, router } = renderCheckout({
      current: one,
      api: { 'POST /Basket/UpdateBasketForUser': () => ({ body: basket({ version: 2, lines: [] }) }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Diverter valve assembly' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = await bodyOf(requestsTo(api, 'POST /Basket/UpdateBasketForUser')[0]!);
    expect(sent).toMatchObject({ quoteId: 0, lines: [{ manufacturerCode: 'CAL-87161', qty: 0 }, { manufacturerCode: 'GOPHR', qty: 0, basketLineTypeId: 2 }] });
  });
});

describe('by-box (spec 3 §2.4, §5)', () => {
  it('shows the locker and reference, and asks for no delivery address', async () => {
    renderCheckout({ current: basket({ isDelivery: true, byBox: { locationId: 2, exchange: 'Leeds Hunslet', postalCode: 'LS10 1QR', reference: 'VAN-7' } }), checkoutRules: rules({ isByBox: true }) });
    expect(await screen.findByText(/By-box delivery from Heatline Leeds South to Leeds Hunslet \(LS10 1QR\), reference VAN-7/)).toBeInTheDocument();
    expect(screen.queryByText('Select delivery address')).not.toBeInTheDocument();
  });
});

describe('express same-day delivery (spec 3 §2.5, §4.1 option 4)', () => {
  it('is shown as a delivery: the delivery address is step 3, payment step 4, no preferred collection branch', async () => {
    const courier = basketLine({ id: 13, manufacturerCode: 'STUART', description: 'STUART within 90 minutes', qty: 1, cost: 7.33, displayedCost: 7.33, basketLineTypeId: 3 });
    const express = basket({ isDelivery: true, collectFromBranchOn: '2026-11-25T12:00:00.000Z' });
    renderCheckout({ current: { ...express, lines: [...express.lines, courier] }, checkoutRules: rules({ courierSelected: true }) });
    expect(await screen.findByText(/^Delivery from Heatline Leeds South on Wed 25th Nov/)).toBeInTheDocument();
    expect(screen.queryByText(/Collect from/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. Select delivery address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4. Select payment method' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Preferred collection branch/)).not.toBeInTheDocument();
  });
});

describe('back from the card payment page (Cancel, spec 3 §4.8 aborted purchase)', () => {
  const cardRules = rules({ preferredCollectionBranchShown: true });
  const cards = [card('tok_1', '4242')];
  const placed = { success: true, message: '', basketKey: basket().basketKey, orderId: null };

  async function fillAndPayByCard() {
    const view = renderCheckout({ checkoutRules: cardRules, cards, api: { 'POST /Basket/PlaceCardOrder': placed } });
    await view.user.type(await screen.findByRole('textbox', { name: 'Your order reference' }), 'JOB-42');
    await view.user.type(screen.getByRole('textbox', { name: /Preferred collection branch/ }), 'Leeds South');
    await view.user.click(screen.getByRole('radio', { name: 'Pay via card' }));
    await view.user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await view.user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/make-payment/${basket().basketKey}`));
    view.unmount();
  }

  it('the checkout comes back as it was left: reference, preferred branch, card payment, terms', async () => {
    await fillAndPayByCard();
    renderCheckout({ checkoutRules: cardRules, cards });
    expect(await screen.findByRole('textbox', { name: 'Your order reference' })).toHaveValue('JOB-42');
    expect(screen.getByRole('textbox', { name: /Preferred collection branch/ })).toHaveValue('Leeds South');
    expect(screen.getByRole('radio', { name: 'Pay via card' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
  });

  it('only for that basket, and not once the order is placed', async () => {
    await fillAndPayByCard();
    renderCheckout({ current: basket({ basketKey: '0b7d3c1e-9f4a-4c2b-8e6d-5a1f2b3c4d5e' }), checkoutRules: cardRules, cards });
    expect(await screen.findByRole('textbox', { name: 'Your order reference' })).toHaveValue('');
    cleanup();

    const { user } = renderCheckout({ checkoutRules: cardRules, cards, api: { 'POST /Basket/PlaceAccountOrder': { ...placed, orderId: 800001 } } });
    await user.click(await screen.findByRole('radio', { name: /Purchases on merchant account/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(window.sessionStorage.length).toBe(0));
  });

  it('a payment method the rules no longer allow is not brought back', async () => {
    await fillAndPayByCard();
    renderCheckout({ checkoutRules: rules({ preferredCollectionBranchShown: true, paymentMethods: { defaultMethod: 2, allowed: [2], cardSinceCourier: false, accountKind: 'merchant' } }), cards });
    expect(await screen.findByRole('textbox', { name: 'Your order reference' })).toHaveValue('JOB-42');
    expect(screen.getByRole('radio', { name: /Purchases on merchant account/ })).toBeChecked();
  });
});
