import { describe, expect, it } from 'vitest';
import type { GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import type { Basket } from '@sparesfinder/contracts/basket';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, movableClock } from './checkout-test-helpers';

/**
 * DEMO_DATA.md "Money paths and the account to use" (issue #44), the paths only the newer accounts reach. The split
 * payment (spec 3 §4.7 cardSinceCourier) as the demo world offers it to Northern Boiler Services: express same-day
 * (option 4) from a nearby Boilerhouse Spares branch, parts on its Boilerhouse account, the courier by card. Trade
 * credit for Keystone Plumbing and Harbour Gas Services. Monday 2 March 2026 is GMT, so UTC is UK time.
 */
const clock = movableClock('2026-03-02T10:00:00Z');
const t = useSignedInApp({ as: ['northernBoilers', 'keystone', 'harbourGas'], clock });
const { northernBoilers: session, keystone, harbourGas } = t.sessions;
const leeds = { latitude: 53.78, longitude: -1.552, postCode: 'LS11 5AB' };
const deliveryAddress = { deliveryAddress1: 'Unit 2, Dewsbury Road Business Park', deliveryPostCode: 'LS11 7DF', deliveryTown: 'Leeds' };

async function emptyBasket() {
  const current = (await t.get(session, '/Basket/GetBasketForUser')).json<Basket>();
  if (current.lines.length === 0) return;
  const emptied = await t.post(session, '/Basket/UpdateBasketForUser', { version: current.version, quoteId: 0, lines: current.lines.map((line) => ({ manufacturerCode: line.manufacturerCode, qty: 0 })) });
  expect(emptied.statusCode, emptied.body).toBe(200);
}

/** The Boilerhouse branches offering express same-day for one CAL-87161 near LS11 5AB, nearest first. */
async function boilerhouseExpressBranches(): Promise<number[]> {
  await emptyBasket();
  expect((await t.post(session, '/Basket/AddLines', { lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] })).statusCode).toBe(200);
  const response = await t.post(session, '/SparesAvailability/GetAvailability', leeds);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<GetAvailabilityResponse>()
    .branches.filter((result) => result.branch.supplierID === 3 && result.fulfilmentOptions.some((option) => option.id === 4))
    .map((result) => result.branch.id);
}

describe('the split payment path in the demo world (Northern Boiler Services, Boilerhouse Spares express)', () => {
  it('lists a Boilerhouse branch with express same-day at 10:00 and still at 16:45; none after the 17:00 cut-off', async () => {
    expect(await boilerhouseExpressBranches()).toContain(4);
    clock.set('2026-03-02T16:45:00Z');
    expect(await boilerhouseExpressBranches()).toContain(4);
    clock.set('2026-03-02T17:05:00Z');
    expect(await boilerhouseExpressBranches()).toEqual([]);
    clock.set('2026-03-02T10:00:00Z');
  });

  it('courier quote, express accepted: checkout takes the parts on account and the courier by card', async () => {
    const [branchId] = await boilerhouseExpressBranches();
    const quotes = await t.post(session, '/Basket/DeliveryQuote', { branch: branchId, ...deliveryAddress });
    expect(quotes.statusCode, quotes.body).toBe(200);
    const [quote] = quotes.json<{ collection: { quoteId: number; name: string }[] }>().collection;
    expect(quote, 'a courier quote from the Boilerhouse branch').toBeDefined();
    const added = await t.post(session, '/Basket/AddDeliveryQuoteToBasket', { quoteId: quote!.quoteId, deliveryPersonName: 'Dale Hargreaves', deliveryMobileNumber: '07700 900214' });
    expect(added.statusCode, added.body).toBe(200);
    const accepted = await t.post(session, '/SparesAvailability/Select', { branchId, fulfilmentOptionId: 4 });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const basket = (await t.get(session, '/Basket/GetBasketForUser')).json<Basket>();
    expect(basket).toMatchObject({ isDelivery: true, selectedBranchId: branchId });
    const rules = await t.get(session, `${checkoutPaths.checkoutRules}?basketKey=${basket.basketKey}`);
    expect(rules.statusCode, rules.body).toBe(200);
    // Which method the page starts on for a split payment is the checkout's business; the demo world must reach it.
    expect(rules.json()).toMatchObject({ courierSelected: true, paymentMethods: { cardSinceCourier: true } });
  });
});

describe('the trade credit path in the demo world (Keystone Plumbing, Harbour Gas Services)', () => {
  it.each([['Keystone Plumbing (its own flag, no merchant account)', 'keystone'], ['Harbour Gas Services (user group 2)', 'harbourGas']] as const)('%s: an order at Heatline is paid on account only', async (_name, who) => {
    const buyer = who === 'keystone' ? keystone : harbourGas;
    const basket = await acceptBasket(t, buyer, { lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] });
    const rules = await t.get(buyer, `${checkoutPaths.checkoutRules}?basketKey=${basket.basketKey}`);
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json()).toMatchObject({ paymentMethods: { defaultMethod: 2, allowed: [2], cardSinceCourier: false } });
  });
});
