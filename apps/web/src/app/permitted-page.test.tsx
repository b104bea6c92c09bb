import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { adminUser } from '../test-utils/fixtures';
import { requestsTo } from '../test-utils/mock-api';
import { renderApp } from '../test-utils/render';

const basketKey = '6f1c9a62-5a7e-4a0e-9d1b-2f6a7b0c1d2e';
const noCheckout = { 'GET /Account/UserDetails': { ...adminUser, disableSparesFinderCheckout: true } };

/** spec 1 §6: disable{product}Checkout hides Order History and disables See Buying Options; typing the address is no way round. */
describe('pages hidden from a user whose checkout is disabled', () => {
  it.each([
    ['/OrderHistory', `POST ${apiRoutes.orders.previousOrders}`],
    ['/orderHistory?basketKey=' + basketKey, `GET ${apiRoutes.orders.getOrder}`],
    ['/Basket/Availability', `GET ${apiRoutes.availability.merchants}`],
    [`/Basket/Checkout/${basketKey}`, `GET ${apiRoutes.basket.getByKey}`],
    [`/make-payment/${basketKey}`, `GET ${checkoutPaths.paymentLink}`],
  ])('%s sends the user home without asking for the page’s data', async (path, pageCall) => {
    const { router, api } = renderApp(path, noCheckout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'ORDER HISTORY' })).not.toBeInTheDocument();
    expect(requestsTo(api, pageCall)).toHaveLength(0);
  });

  it('a user with checkout is not sent away', async () => {
    const { router } = renderApp('/OrderHistory', { [`POST ${apiRoutes.orders.previousOrders}`]: { collection: [], totalRecords: 0 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'ORDER HISTORY' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OrderHistory');
  });
});
