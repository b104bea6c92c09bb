import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SavedAddress } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { requestsTo } from '../../../test-utils/mock-api';
import { bodyOf, renderCheckout, rules, savedAddress } from '../checkout-fixtures';

const byCard = rules({ paymentMethods: { defaultMethod: 1, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' } });
const placed = { success: true, message: '', basketKey: 'unused', orderId: null };
const holbeck = /Holbeck Trade Park/;

/** The organisation's saved addresses, billing or delivery as asked (GET /Address/GetSavedAddresses?billing=). */
function savedAddresses(billing: SavedAddress[]) {
  return {
    'GET /Address/GetSavedAddresses': (request: Request) => ({
      body: new URL(request.url).searchParams.get('billing') === 'true' ? billing : [],
    }),
    'POST /Basket/PlaceCardOrder': placed,
  };
}

async function payWithNewCard(user: ReturnType<typeof renderCheckout>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: 'Pay with a new card' }));
}

describe('the billing address of a new card (spec 3 §4.7 a single saved one is preselected, §5)', () => {
  it('the only saved billing address is preselected and goes with the order', async () => {
    const { user, api } = renderCheckout({ checkoutRules: byCard, api: savedAddresses([savedAddress()]) });
    await payWithNewCard(user);
    const billing = screen.getByRole('radiogroup', { name: 'Billing address' });
    await waitFor(() => expect(within(billing).getByRole('radio', { name: holbeck })).toBeChecked());

    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(requestsTo(api, 'POST /Basket/PlaceCardOrder')).toHaveLength(1));
    const sent = await bodyOf(requestsTo(api, 'POST /Basket/PlaceCardOrder')[0]!);
    expect(sent).toMatchObject({ newPaymentMethod: true, paymentMethodId: null, billingAddress: { id: 1, address1: 'Unit 3, Holbeck Trade Park', postCode: 'LS11 5AB' } });
  });

  it('the trader may still choose another: a new billing address replaces the preselected one', async () => {
    const added = savedAddress({ id: 7, companyName: null, address1: '9 Kirkstall Road', address2: null, county: null, postCode: 'LS4 2AB' });
    const addresses = [savedAddress()];
    const { user, api } = renderCheckout({
      checkoutRules: byCard,
      api: {
        ...savedAddresses(addresses),
        'POST /Address/AddAddress': () => {
          addresses.push(added);
          return { body: added };
        },
      },
    });
    await payWithNewCard(user);
    const billing = screen.getByRole('radiogroup', { name: 'Billing address' });
    await waitFor(() => expect(within(billing).getByRole('radio', { name: holbeck })).toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Add a new billing address' }));
    const form = screen.getByRole('group', { name: 'New billing address' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Alex');
    await user.type(within(form).getByRole('textbox', { name: /Surname/ }), 'Morgan');
    await user.type(within(form).getByRole('textbox', { name: /Address line 1/ }), '9 Kirkstall Road');
    await user.type(within(form).getByRole('textbox', { name: /Town/ }), 'Leeds');
    await user.type(within(form).getByRole('textbox', { name: /Postcode/ }), 'LS4 2AB');
    await user.click(within(form).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(within(billing).getByRole('radio', { name: /9 Kirkstall Road/ })).toBeChecked());
    expect(within(billing).getByRole('radio', { name: holbeck })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(requestsTo(api, 'POST /Basket/PlaceCardOrder')).toHaveLength(1));
    expect(await bodyOf(requestsTo(api, 'POST /Basket/PlaceCardOrder')[0]!)).toMatchObject({ billingAddress: { id: 7, address1: '9 Kirkstall Road' } });
  });

  it('two saved billing addresses: neither is preselected, and Make Payment asks for one', async () => {
    const { user, api } = renderCheckout({ checkoutRules: byCard, api: savedAddresses([savedAddress(), savedAddress({ id: 2, address1: '42 Cross Flatts Avenue', postCode: 'LS11 7BU' })]) });
    await payWithNewCard(user);
    const billing = screen.getByRole('radiogroup', { name: 'Billing address' });
    expect(await within(billing).findByRole('radio', { name: /Cross Flatts/ })).not.toBeChecked();
    expect(within(billing).getByRole('radio', { name: holbeck })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(within(await screen.findByRole('dialog')).getByText(messages.checkout.selectBillingAddress)).toBeInTheDocument();
    expect(requestsTo(api, 'POST /Basket/PlaceCardOrder')).toHaveLength(0);
  });
});
