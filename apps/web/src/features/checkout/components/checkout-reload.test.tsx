import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { requestsTo } from '../../../test-utils/mock-api';
import { basket, bodyOf, renderCheckout } from '../checkout-fixtures';

const reference = () => screen.findByRole('textbox', { name: 'Your order reference' });
const placed = { success: true, message: 'Your order has been placed.', basketKey: basket().basketKey, orderId: 800001 };

describe('reloading the checkout keeps what was typed (hooks/checkout-draft.ts)', () => {
  it('the order reference survives a reload, and the order placed carries it', async () => {
    const first = renderCheckout();
    await first.user.type(await reference(), 'JOB-2417');
    first.unmount();

    const { user, api, router } = renderCheckout({ api: { 'POST /Basket/PlaceAccountOrder': placed } });
    expect(await reference()).toHaveValue('JOB-2417');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Basket/Confirmation/${basket().basketKey}`));
    expect(await bodyOf(requestsTo(api, 'POST /Basket/PlaceAccountOrder')[0]!)).toMatchObject({ orderReference: 'JOB-2417' });
    await waitFor(() => expect(window.sessionStorage.length).toBe(0));
  });

  it('a reference cleared on the checkout stays cleared over the basket\'s own', async () => {
    const withNumber = basket({ customerOrderNo: 'SAVED-9' });
    const first = renderCheckout({ current: withNumber });
    expect(await reference()).toHaveValue('SAVED-9');
    await first.user.clear(await reference());
    first.unmount();
    renderCheckout({ current: withNumber });
    expect(await reference()).toHaveValue('');
  });

  it('a reference changed on the basket page since wins over the one kept', async () => {
    const first = renderCheckout();
    await first.user.type(await reference(), 'JOB-1');
    first.unmount();
    renderCheckout({ current: basket({ customerOrderNo: 'FROM-BASKET' }) });
    expect(await reference()).toHaveValue('FROM-BASKET');
  });

  it('a new delivery address typed but not confirmed survives a reload', async () => {
    const delivery = basket({ isDelivery: true });
    const first = renderCheckout({ current: delivery });
    await first.user.click(await screen.findByRole('button', { name: 'Add a new delivery address' }));
    await first.user.type(within(screen.getByRole('group', { name: 'New delivery address' })).getByRole('textbox', { name: /Address line 1/ }), '9 Kirkstall Road');
    first.unmount();

    renderCheckout({ current: delivery });
    const form = await screen.findByRole('group', { name: 'New delivery address' });
    expect(within(form).getByRole('textbox', { name: /Address line 1/ })).toHaveValue('9 Kirkstall Road');
  });
});
