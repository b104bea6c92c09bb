import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '@sparesfinder/contracts/basket';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { baskets, branchStock, products } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';
import { accountSubmission, acmeDeliveryAddress, anchorBranchIds, movableClock } from './checkout-test-helpers';

const t = useSignedInApp({ as: ['admin'], clock: movableClock() });
const { admin } = t.sessions;
const branchId = anchorBranchIds.heatlineLeedsSouth;

beforeAll(async () => {
  const [cal] = await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161'));
  await t.db.update(branchStock).set({ qty: 50 }).where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, cal!.id)));
});

/**
 * The availability page's express same-day flow (spec 3 §4.5): the courier quote goes on the basket first, then the
 * branch's option 4 is accepted.
 */
async function expressBasket(): Promise<Basket> {
  const current = (await t.get(admin, '/Basket/GetBasketForUser')).json<Basket>();
  if (current.lines.length) await t.post(admin, '/Basket/UpdateBasketForUser', { version: current.version, quoteId: 0, lines: current.lines.map((line) => ({ manufacturerCode: line.manufacturerCode, qty: 0 })) });
  expect((await t.post(admin, '/Basket/AddLines', { lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] })).statusCode).toBe(200);
  const quotes = (await t.post(admin, '/Basket/DeliveryQuote', { branch: branchId, deliveryAddress1: '42 Cross Flatts Avenue', deliveryPostCode: 'LS11 7BU', deliveryTown: 'Leeds' })).json();
  const stuart = quotes.collection.find((quote: { name: string }) => quote.name === 'STUART');
  expect((await t.post(admin, '/Basket/AddDeliveryQuoteToBasket', { quoteId: stuart.quoteId, deliveryPersonName: 'Sam Fitter', deliveryMobileNumber: '07700 900123' })).statusCode).toBe(200);
  const accepted = await t.post(admin, '/SparesAvailability/Select', { branchId, fulfilmentOptionId: 4 });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return (await t.get(admin, '/Basket/GetBasketForUser')).json<Basket>();
}

describe('express same-day delivery at checkout (spec 3 §2.5, §4.1 option 4, §5)', () => {
  it('is a delivery order: delivery address asked, no preferred collection branch, no contact name with the courier', async () => {
    const basket = await expressBasket();
    expect(basket).toMatchObject({ isDelivery: true, selectedBranchId: branchId });
    expect(basket.lines.some((line) => line.manufacturerCode === 'STUART')).toBe(true);

    const rules = (await t.get(admin, `${checkoutPaths.checkoutRules}?basketKey=${basket.basketKey}`)).json();
    expect(rules).toMatchObject({ isByBox: false, courierSelected: true, preferredCollectionBranchShown: false });

    const order = { basketKey: basket.basketKey, totalCostWithVat: basket.totalCostWithVat, lines: [] };
    const noAddress = await t.post(admin, checkoutPaths.placeAccountOrder, accountSubmission(order, { preferredCollectionBranch: null, contactName: null }));
    expect([noAddress.statusCode, noAddress.json().message]).toEqual([422, messages.checkout.selectDeliveryAddress]);

    const placed = await t.post(admin, checkoutPaths.placeAccountOrder, accountSubmission(order, { preferredCollectionBranch: null, contactName: null, deliveryAddress: acmeDeliveryAddress }));
    expect(placed.statusCode, placed.body).toBe(200);
    const [stored] = await t.db.select({ isDelivery: baskets.isDelivery, fulfilmentOptionId: baskets.fulfilmentOptionId, address1: baskets.address1 }).from(baskets).where(eq(baskets.basketKey, basket.basketKey));
    expect(stored).toEqual({ isDelivery: true, fulfilmentOptionId: 4, address1: acmeDeliveryAddress.address1 });
  });
});
