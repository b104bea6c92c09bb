import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { formatPounds } from '@sparesfinder/domain/money';
import { baskets, branchStock, featureFlags, mailOutbox, notifications, organisationSuppliers, products } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, acmeDeliveryAddress, anchorBranchIds, movableClock } from './checkout-test-helpers';

const clock = movableClock();
const t = useSignedInApp({ as: ['admin', 'fresh', 'test', 'electrical', 'noCheckout'], clock });
const { admin, fresh, test, noCheckout } = t.sessions;
const place = (session = admin, payload: object) => t.post(session, checkoutPaths.placeAccountOrder, payload);

let calId = 0;
beforeAll(async () => {
  calId = (await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161')))[0]!.id;
  // The mini world holds one at Heatline Leeds South; these orders take two each.
  await t.db.update(branchStock).set({ qty: 50 }).where(and(eq(branchStock.branchId, anchorBranchIds.heatlineLeedsSouth), eq(branchStock.productId, calId)));
});
const stockAt = async (branchId: number) => (await t.db.select({ qty: branchStock.qty }).from(branchStock).where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, calId))))[0]?.qty ?? 0;
const acmeBalance = async () => (await t.db.select({ balance: organisationSuppliers.balancePence }).from(organisationSuppliers).where(eq(organisationSuppliers.id, 1)))[0]!.balance;
const refusal = (response: { statusCode: number; json(): { message: string } }) => [response.statusCode, response.json().message];

describe('POST /Basket/PlaceAccountOrder (spec 3 §4.7, §5; issue #15)', () => {
  it('places the order in one transaction: order fields, stock, credit, a new basket, a notification and an e-mail', async () => {
    clock.set(clock.now().toISOString());
    const basket = await acceptBasket(t, admin);
    const [stockBefore, balanceBefore] = [await stockAt(anchorBranchIds.heatlineLeedsSouth), await acmeBalance()];
    const response = await place(admin, accountSubmission(basket));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: messages.orderPlacement.placed, basketKey: basket.basketKey, orderId: expect.any(Number) });

    const [order] = await t.db.select().from(baskets).where(eq(baskets.basketKey, basket.basketKey));
    expect(order).toMatchObject({ status: 'placed', orderId: body.orderId, supplierOrderNumber: `SF-${body.orderId}`, paymentMethodTypeId: 2, accountNumber: 'ACM1001', contactName: 'Alex Morgan', telephoneNumber: '0113 496 0123', customerOrderNo: 'JOB-2417', preferredCollectionBranch: 'Leeds South', selectedBranchId: 1, fulfilmentOptionId: 1, totalCostWithVatPence: Math.round(basket.totalCostWithVat * 100) });
    expect(order!.orderDate?.toISOString()).toBe(clock.now().toISOString());
    expect(await stockAt(anchorBranchIds.heatlineLeedsSouth)).toBe(stockBefore - 2);
    expect(await acmeBalance()).toBe(balanceBefore + Math.round(basket.totalCostWithVat * 100));

    const next = (await t.get(admin, '/Basket/GetBasketForUser')).json();
    expect(next.basketKey).not.toBe(basket.basketKey);
    expect(next.lines).toEqual([]);
    // At the location the order was placed from: the next basket's branches need no postcode again.
    expect(order!.fulfillmentPostcode).not.toBeNull();
    expect(next.fulfillmentPostcode).toBe(order!.fulfillmentPostcode);
    const notices = await t.db.select().from(notifications).where(eq(notifications.title, `Order ${body.orderId} placed`));
    expect(notices).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `${messages.orderPlacement.confirmationSubject} ${body.orderId}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('admin@acme-heating.test');
    // The total in the words the confirmation page uses for it (messages.totals).
    expect(mails[0]!.textBody).toContain(`Total with VAT: ${formatPounds(basket.totalCostWithVat)}`);

    // The same basket again (a retry, a second tab): the same order, nothing written twice.
    const again = await place(admin, accountSubmission(basket));
    expect(again.json()).toEqual({ success: true, message: messages.orderPlacement.alreadyPlaced, basketKey: basket.basketKey, orderId: body.orderId });
    expect(await stockAt(anchorBranchIds.heatlineLeedsSouth)).toBe(stockBefore - 2);
    expect(await acmeBalance()).toBe(balanceBefore + Math.round(basket.totalCostWithVat * 100));
    // The order reads back through the basket area as a placed basket (order history lists these).
    expect((await t.get(admin, `/Basket/GetBasketByKey?basketKey=${basket.basketKey}`)).json()).toMatchObject({ orderId: body.orderId, paymentMethodType: { name: 'Account' } });
  });

  it('takes TRADE10 off the products and checks the total with the discount', async () => {
    const basket = await acceptBasket(t, admin);
    const { discountAmount } = (await t.post(admin, checkoutPaths.validateDiscount, { discountCode: 'TRADE10', basketKey: basket.basketKey })).json();
    expect(refusal(await place(admin, accountSubmission(basket, { discountCode: 'TRADE10' })))).toEqual([422, messages.orderPlacement.totalChanged]);
    const response = await place(admin, accountSubmission(basket, { discountCode: 'TRADE10', costWithVat: Math.round((basket.totalCostWithVat - discountAmount) * 100) / 100 }));
    expect(response.statusCode, response.body).toBe(200);
    const placed = (await t.get(admin, `/Basket/GetBasketByKey?basketKey=${basket.basketKey}`)).json();
    expect(placed.discount).toEqual({ friendlyName: '10% off trade products' });
    expect(placed.lines.find((line: { basketLineTypeId: number }) => line.basketLineTypeId === 4)).toMatchObject({ manufacturerCode: 'TRADE10', qty: 1 });
    expect(placed.totalCostWithVat).toBeCloseTo(basket.totalCostWithVat - discountAmount, 2);
  });

  it('refuses OLD5 with its reason', async () => {
    const basket = await acceptBasket(t, admin);
    expect(refusal(await place(admin, accountSubmission(basket, { discountCode: 'OLD5' })))).toEqual([422, 'This discount code has expired.']);
  });

  it('refuses a tampered total: the browser\'s costWithVat is checked, never used', async () => {
    const basket = await acceptBasket(t, admin);
    expect(refusal(await place(admin, accountSubmission(basket, { costWithVat: 0.01 })))).toEqual([422, messages.orderPlacement.totalChanged]);
    expect(refusal(await place(admin, accountSubmission(basket, { costWithVat: basket.totalCostWithVat + 0.01 })))).toEqual([422, messages.orderPlacement.totalChanged]);
    expect((await t.get(admin, '/Basket/GetBasketForUser')).json().basketKey).toBe(basket.basketKey);
  });

  it('refuses an expired basket (5-minute window, injected clock)', async () => {
    const basket = await acceptBasket(t, admin);
    clock.advanceMinutes(5);
    expect(refusal(await place(admin, accountSubmission(basket)))).toEqual([422, messages.orderPlacement.expired]);
    clock.advanceMinutes(-5);
  });

  it.each([
    ['no terms', { termsAccepted: false }, messages.checkout.acceptTerms],
    ['no telephone', { telephoneNumber: '' }, messages.checkout.completeMandatoryFields],
    ['no contact name', { contactName: null }, messages.checkout.completeMandatoryFields],
    ['no preferred collection branch (Heatline shows it)', { preferredCollectionBranch: '' }, messages.checkout.completeMandatoryFields],
    ['card through the account route (400: PlaceCardOrder takes card)', { paymentMethodTypeId: 1 }, null],
  ])('refuses %s', async (_name, overrides, message) => {
    const basket = await acceptBasket(t, admin);
    const response = await place(admin, accountSubmission(basket, overrides));
    if (message === null) expect(response.statusCode).toBe(400);
    else expect(refusal(response)).toEqual([422, message]);
  });

  it.each([
    ['a reference over 20 characters', { orderReference: 'R'.repeat(21) }, 'orderReference'],
    ['a first name over 20 characters', { deliveryAddress: { ...acmeDeliveryAddress, firstName: 'F'.repeat(21) } }, 'deliveryAddress.firstName'],
    ['a preferred branch over 20 characters', { preferredCollectionBranch: 'B'.repeat(21) }, 'preferredCollectionBranch'],
    ['no basket key', { basketKey: undefined }, 'basketKey'],
    ['a total as text', { costWithVat: 'lots' }, 'costWithVat'],
  ])('answers 400 for %s', async (_name, overrides, field) => {
    const basket = await acceptBasket(t, admin);
    const response = await place(admin, accountSubmission(basket, overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors ?? {})).toContain(field);
  });

  it('refuses the test user with the spec\'s message', async () => {
    const basket = await acceptBasket(t, test);
    expect(refusal(await place(test, accountSubmission(basket)))).toEqual([422, messages.checkout.testUser]);
  });

  it('refuses a user whose checkout is turned off (spec 1 §3 disable{product}Checkout), whatever the page allowed; the rules say so', async () => {
    // The page disables See Buying Options for this user; typing the address must not get round it.
    const basket = await acceptBasket(t, noCheckout);
    const rules = (await t.get(noCheckout, `${checkoutPaths.checkoutRules}?basketKey=${basket.basketKey}`)).json();
    expect(rules.blockedMessage).toBe(messages.checkout.checkoutDisabled);
    expect(refusal(await place(noCheckout, accountSubmission(basket)))).toEqual([422, messages.checkout.checkoutDisabled]);
    expect((await t.db.select({ status: baskets.status }).from(baskets).where(eq(baskets.basketKey, basket.basketKey)))[0]!.status).toBe('open');
  });

  it('another organisation\'s basketKey is a 404 and places nothing', async () => {
    const basket = await acceptBasket(t, admin);
    expect((await place(fresh, accountSubmission(basket))).statusCode).toBe(404);
    expect((await t.db.select({ status: baskets.status }).from(baskets).where(eq(baskets.basketKey, basket.basketKey)))[0]!.status).toBe('open');
  });

  it('refuses an order over the available credit and charges nothing', async () => {
    const basket = await acceptBasket(t, admin);
    await t.db.update(organisationSuppliers).set({ balancePence: 500_000 - Math.round(basket.totalCostWithVat * 100) + 1 }).where(eq(organisationSuppliers.id, 1));
    const before = await acmeBalance();
    expect(refusal(await place(admin, accountSubmission(basket)))).toEqual([422, messages.orderPlacement.overCreditLimit]);
    expect(await acmeBalance()).toBe(before);
    await t.db.update(organisationSuppliers).set({ balancePence: 124_860 }).where(eq(organisationSuppliers.id, 1));
  });

  it('refuses orders to TradeHub while its ordering flag is off (supplier 4)', async () => {
    await t.db.insert(organisationSuppliers).values({ organisationId: 1, supplierId: 4, accountNumber: 'TH-ACME', isValidated: 1, creditLimitPence: 100_000 });
    const basket = await acceptBasket(t, admin, { branchId: anchorBranchIds.tradeHubKirkstall });
    await t.db.update(featureFlags).set({ isEnabled: false }).where(eq(featureFlags.name, 'tradehub-ordering'));
    try {
      expect(refusal(await place(admin, accountSubmission(basket)))).toEqual([422, messages.checkout.restrictedMerchant]);
      expect((await t.get(admin, `${checkoutPaths.checkoutRules}?basketKey=${basket.basketKey}`)).json().blockedMessage).toBe(messages.checkout.restrictedMerchant);
    } finally {
      await t.db.update(featureFlags).set({ isEnabled: true }).where(eq(featureFlags.name, 'tradehub-ordering'));
    }
  });

  it('delivery: needs a delivery address, and Pipeworks needs the fulfilment postcode (same-postcode rule)', async () => {
    await t.db.insert(organisationSuppliers).values({ organisationId: 1, supplierId: 2, accountNumber: 'PW-ACME', isValidated: 1, creditLimitPence: 100_000 });
    await t.post(admin, '/Basket/ChangeLocation', { postCode: 'LS11 5AB' });
    const basket = await acceptBasket(t, admin, { branchId: anchorBranchIds.pipeworksHunslet, optionId: 2 });
    const delivery = { preferredCollectionBranch: null };
    expect(refusal(await place(admin, accountSubmission(basket, delivery)))).toEqual([422, messages.checkout.selectDeliveryAddress]);
    expect(refusal(await place(admin, accountSubmission(basket, { ...delivery, deliveryAddress: acmeDeliveryAddress })))).toEqual([422, messages.checkout.postcodeMismatch]);
    const fulfilment = (await t.db.select({ postcode: baskets.fulfillmentPostcode }).from(baskets).where(eq(baskets.basketKey, basket.basketKey)))[0]!.postcode;
    const response = await place(admin, accountSubmission(basket, { ...delivery, deliveryAddress: { ...acmeDeliveryAddress, postCode: fulfilment } }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.db.select({ postCode: baskets.postCode, address1: baskets.address1 }).from(baskets).where(eq(baskets.basketKey, basket.basketKey)))[0]).toEqual({ postCode: fulfilment, address1: acmeDeliveryAddress.address1 });
  });
});
