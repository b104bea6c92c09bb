import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SavedAddress } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { requestsTo } from '../../../test-utils/mock-api';
import { basket, bodyOf, renderCheckout, rules, savedAddress } from '../checkout-fixtures';

type User = ReturnType<typeof renderCheckout>['user'];

const delivery = basket({ isDelivery: true });
const byCard = rules({ paymentMethods: { defaultMethod: 1, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' } });
const kirkstall = { firstName: 'Sam', surname: 'Fitter', address1: '9 Kirkstall Road', city: 'Leeds', postCode: 'LS4 2AB' };
const placed = { success: true, message: 'Your order has been placed.', basketKey: delivery.basketKey, orderId: 800001 };

/** The organisation's saved addresses (none unless given) and AddAddress answering the new one with id 7. */
function addressBook(saved: SavedAddress[] = []) {
  return {
    'GET /Address/GetSavedAddresses': (request: Request) => ({ body: saved.filter((address) => String(address.isBilling) === new URL(request.url).searchParams.get('billing')) }),
    'POST /Address/AddAddress': async (request: Request) => {
      const added = { ...savedAddress({ id: 7, companyName: null, address2: null, county: null }), ...(await bodyOf(request)) };
      saved.push(added);
      return { body: added };
    },
  };
}

async function fill(user: User, form: HTMLElement, fields: Partial<typeof kirkstall>) {
  const labels: Record<keyof typeof kirkstall, RegExp> = { firstName: /First name/, surname: /Surname/, address1: /Address line 1/, city: /Town/, postCode: /Postcode/ };
  for (const [name, text] of Object.entries(fields)) await user.type(within(form).getByRole('textbox', { name: labels[name as keyof typeof kirkstall] }), text);
}

describe('a new delivery address filled in but not confirmed (spec 3 §5 "selected or completed")', () => {
  it('complete: Place Order saves it through AddAddress, then places the order with it and reaches the confirmation', async () => {
    const { user, api, router } = renderCheckout({ current: delivery, api: { ...addressBook(), 'POST /Basket/PlaceAccountOrder': placed } });
    await user.click(await screen.findByRole('button', { name: 'Add a new delivery address' }));
    await fill(user, screen.getByRole('group', { name: 'New delivery address' }), kirkstall);
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/Basket/Confirmation/${delivery.basketKey}`));
    expect(screen.queryByText(messages.checkout.selectDeliveryAddress)).not.toBeInTheDocument();
    const adds = requestsTo(api, 'POST /Address/AddAddress');
    expect(adds).toHaveLength(1);
    expect(await bodyOf(adds[0]!)).toEqual({ ...kirkstall, companyName: null, address2: null, county: null, isBilling: false });
    const orders = requestsTo(api, 'POST /Basket/PlaceAccountOrder');
    expect(orders).toHaveLength(1);
    expect(api.requests.indexOf(adds[0]!)).toBeLessThan(api.requests.indexOf(orders[0]!));
    expect(await bodyOf(orders[0]!)).toMatchObject({ deliveryAddress: { id: 7, ...kirkstall } });
  });

  it('incomplete: the spec\'s message, its missing fields marked, what was typed kept; completed, the order goes', async () => {
    const { user, api, router } = renderCheckout({ current: delivery, api: { ...addressBook(), 'POST /Basket/PlaceAccountOrder': placed } });
    await user.click(await screen.findByRole('button', { name: 'Add a new delivery address' }));
    const form = screen.getByRole('group', { name: 'New delivery address' });
    await fill(user, form, { firstName: kirkstall.firstName, address1: kirkstall.address1, postCode: kirkstall.postCode });
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(messages.checkout.selectDeliveryAddress);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const field = (name: RegExp) => within(form).getByRole('textbox', { name });
    expect(field(/Surname/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Town/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/First name/)).toHaveAttribute('aria-invalid', 'false');
    expect(field(/First name/)).toHaveValue('Sam');
    expect(field(/Address line 1/)).toHaveValue('9 Kirkstall Road');
    expect(field(/Postcode/)).toHaveValue('LS4 2AB');
    // spec 3 §5: the button is off while an error shows.
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(requestsTo(api, 'POST /Address/AddAddress')).toHaveLength(0);
    expect(requestsTo(api, 'POST /Basket/PlaceAccountOrder')).toHaveLength(0);

    await fill(user, form, { surname: kirkstall.surname, city: kirkstall.city });
    expect(field(/Town/)).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Basket/Confirmation/${delivery.basketKey}`));
    expect(await bodyOf(requestsTo(api, 'POST /Basket/PlaceAccountOrder')[0]!)).toMatchObject({ deliveryAddress: { id: 7, ...kirkstall } });
  });

  it('an open form left empty gives way to the saved address chosen', async () => {
    const { user, api, router } = renderCheckout({ current: delivery, api: { ...addressBook([savedAddress({ id: 2, isBilling: false, address1: '42 Cross Flatts Avenue', postCode: 'LS11 7BU' })]), 'POST /Basket/PlaceAccountOrder': placed } });
    await user.click(await screen.findByRole('radio', { name: /42 Cross Flatts Avenue/ }));
    await user.click(screen.getByRole('button', { name: 'Add a new delivery address' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Basket/Confirmation/${delivery.basketKey}`));
    expect(requestsTo(api, 'POST /Address/AddAddress')).toHaveLength(0);
    expect(await bodyOf(requestsTo(api, 'POST /Basket/PlaceAccountOrder')[0]!)).toMatchObject({ deliveryAddress: { id: 2, address1: '42 Cross Flatts Avenue' } });
  });
});

describe('a new billing address for a new card filled in but not confirmed (spec 3 §5)', () => {
  it('Make Payment saves it as a billing address and pays with it', async () => {
    const { user, api, router } = renderCheckout({ checkoutRules: byCard, api: { ...addressBook(), 'POST /Basket/PlaceCardOrder': { ...placed, basketKey: basket().basketKey, orderId: null } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Pay with a new card' }));
    await user.click(screen.getByRole('button', { name: 'Add a new billing address' }));
    await fill(user, screen.getByRole('group', { name: 'New billing address' }), kirkstall);
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/make-payment/${basket().basketKey}`));
    expect(screen.queryByText(messages.checkout.selectBillingAddress)).not.toBeInTheDocument();
    const adds = requestsTo(api, 'POST /Address/AddAddress');
    expect(adds).toHaveLength(1);
    expect(await bodyOf(adds[0]!)).toMatchObject({ ...kirkstall, isBilling: true });
    expect(await bodyOf(requestsTo(api, 'POST /Basket/PlaceCardOrder')[0]!)).toMatchObject({ newPaymentMethod: true, billingAddress: { id: 7, ...kirkstall } });
  });

  it('incomplete: \'Please select or add billing address\' and its missing fields marked', async () => {
    const { user, api } = renderCheckout({ checkoutRules: byCard, api: addressBook() });
    await user.click(await screen.findByRole('checkbox', { name: 'Pay with a new card' }));
    await user.click(screen.getByRole('button', { name: 'Add a new billing address' }));
    const form = screen.getByRole('group', { name: 'New billing address' });
    await fill(user, form, { firstName: 'Sam', surname: 'Fitter' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(messages.checkout.selectBillingAddress);
    expect(within(form).getByRole('textbox', { name: /Postcode/, hidden: true })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: /Surname/, hidden: true })).toHaveValue('Fitter');
    expect(requestsTo(api, 'POST /Address/AddAddress')).toHaveLength(0);
    expect(requestsTo(api, 'POST /Basket/PlaceCardOrder')).toHaveLength(0);
  });
});
