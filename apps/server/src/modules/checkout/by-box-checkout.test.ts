import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import type { Basket } from '@sparesfinder/contracts/basket';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { baskets, byBoxLocations } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';
import { accountSubmission, movableClock } from './checkout-test-helpers';

const t = useSignedInApp({ as: ['admin'], clock: movableClock() });
const { admin } = t.sessions;
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };
const billingAddress = { firstName: 'Alex', surname: 'Morgan', address1: 'Unit 3, Holbeck Trade Park', city: 'Leeds', postCode: 'LS11 9RT' };

/** A fresh basket accepted with the by-box option (5) at the nearest TradeHub branch, as the availability page does. */
async function byBoxBasket(): Promise<Basket> {
  const current = (await t.get(admin, '/Basket/GetBasketForUser')).json<Basket>();
  if (current.lines.length) await t.post(admin, '/Basket/UpdateBasketForUser', { version: current.version, quoteId: 0, lines: current.lines.map((line) => ({ manufacturerCode: line.manufacturerCode, qty: 0 })) });
  expect((await t.post(admin, '/Basket/AddLines', { lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] })).statusCode).toBe(200);
  const { branches } = (await t.post(admin, '/SparesAvailability/GetAvailability', leeds)).json<GetAvailabilityResponse>();
  const tradeHub = branches.find((result) => result.fulfilmentOptions.some((option) => option.id === 5))!;
  expect((await t.post(admin, '/SparesAvailability/Select', { branchId: tradeHub.branch.id, fulfilmentOptionId: 5 })).statusCode).toBe(200);
  return (await t.get(admin, '/Basket/GetBasketForUser')).json<Basket>();
}

const cardBySavedCard = (basket: Basket) => accountSubmission({ basketKey: basket.basketKey, totalCostWithVat: basket.totalCostWithVat, lines: [] }, { paymentMethodTypeId: 1, paymentMethodId: 'tok_demo_acme_visa_4242', billingAddress, preferredCollectionBranch: null });

describe('by-box at checkout (spec 3 §2.4, §5 By-box and Card payment)', () => {
  it('the locker and reference show on the basket, need no delivery address, and are stored on the order', async () => {
    const basket = await byBoxBasket();
    expect(basket).toMatchObject({ byBox: null, isDelivery: true });
    // Option 5 without the modal's choice: refused with our message, nothing started.
    expect((await t.post(admin, checkoutPaths.placeCardOrder, cardBySavedCard(basket))).json().message).toBe(messages.orderPlacement.byBoxNotChosen);

    expect((await t.post(admin, '/ByBox/AddByBoxLine', { byBoxLocationId: 2, byBoxReference: 'VAN-7' })).statusCode).toBe(200);
    const [locker] = await t.db.select().from(byBoxLocations).where(eq(byBoxLocations.id, 2));
    const chosen = (await t.get(admin, `/Basket/GetBasketByKey?basketKey=${basket.basketKey}`)).json<Basket>();
    expect(chosen.byBox).toEqual({ locationId: 2, exchange: locker!.exchange, postalCode: locker!.postalCode, reference: 'VAN-7' });
    const rules = (await t.get(admin, `${checkoutPaths.checkoutRules}?basketKey=${basket.basketKey}`)).json();
    expect(rules.isByBox).toBe(true);

    // No delivery address (spec 3 §5: "unless by-box delivery"); the card pays, the billing address stands in.
    expect((await t.post(admin, checkoutPaths.placeCardOrder, cardBySavedCard(chosen))).json()).toMatchObject({ success: true });
    const link = (await t.get(admin, `${checkoutPaths.paymentLink}?basketKey=${basket.basketKey}&tokenId=tok_demo_acme_visa_4242`)).json().linkUrl as string;
    expect((await t.post(admin, `${link}/token`, {})).json()).toEqual({ next: '/payment-completed' });
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: true });

    const [order] = await t.db.select().from(baskets).where(eq(baskets.basketKey, basket.basketKey));
    expect(order).toMatchObject({ status: 'placed', fulfilmentOptionId: 5, byBoxLocationId: 2, byBoxReference: 'VAN-7', address1: billingAddress.address1 });
    const confirmation = (await t.get(admin, `/Basket/GetBasketByKey?basketKey=${basket.basketKey}`)).json<Basket>();
    expect(confirmation).toMatchObject({ orderId: expect.any(Number), byBox: { exchange: locker!.exchange, reference: 'VAN-7' } });
  });

  it('a by-box choice left from before does not follow the basket to another option', async () => {
    await byBoxBasket();
    expect((await t.post(admin, '/ByBox/AddByBoxLine', { byBoxLocationId: 1, byBoxReference: 'OLD-1' })).statusCode).toBe(200);
    expect((await t.post(admin, '/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: 1 })).statusCode).toBe(200);
    expect((await t.get(admin, '/Basket/GetBasketForUser')).json<Basket>().byBox).toBeNull();
  });
});
