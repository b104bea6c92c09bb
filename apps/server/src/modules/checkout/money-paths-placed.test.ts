import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import type { Basket } from '@sparesfinder/contracts/basket';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { baskets, basketLines, branchStock, mailOutbox, products, organisationSuppliers, sandboxGatewayPayments, tradeCreditAccounts } from '../../db/schema/index';
import { sandboxTestCards } from '../../providers/payment/sandbox-gateway';
import { readPdf } from '../../test/read-pdf';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, acmeDeliveryAddress, anchorBranchIds, movableClock } from './checkout-test-helpers';

/**
 * Every way to deliver and pay of spec 3 §4.1 and §4.7 placed, each charging what its merchant's terms say (issue
 * #44): next-day delivery under and over Heatline's £100, Pipeworks' £7.50; the split payment (Boilerhouse express:
 * parts on account, courier by card) including a declined card; trade credit at a merchant the buyer has no account
 * with; a courier line taken away after acceptance. Monday 2 March 2026, 10:00 (GMT = UK time).
 */
const clock = movableClock('2026-03-02T10:00:00Z');
const t = useSignedInApp({ as: ['admin', 'northernBoilers', 'keystone'], clock });
const { admin, northernBoilers, keystone } = t.sessions;
const pence = (pounds: number) => Math.round(pounds * 100);
const orderOf = async (basketKey: string) => (await t.db.select().from(baskets).where(eq(baskets.basketKey, basketKey)))[0]!;
const linesOf = async (basketKey: string) => t.db.select({ code: basketLines.manufacturerCode, type: basketLines.basketLineTypeId, cost: basketLines.costPence, qty: basketLines.qty }).from(basketLines).where(eq(basketLines.basketId, (await orderOf(basketKey)).id));
async function invoiceText(session: typeof admin, basketKey: string) {
  const response = await t.get(session, `/Basket/downloadInvoice?basketKey=${basketKey}`);
  expect(response.statusCode, response.body).toBe(200);
  return (await readPdf(response.rawPayload)).pages.join(' ');
}
const deliverySubmission = (basket: { basketKey: string; totalCostWithVat: number }, overrides: Record<string, unknown> = {}) =>
  accountSubmission({ ...basket, lines: [] }, { preferredCollectionBranch: null, deliveryAddress: acmeDeliveryAddress, ...overrides });

beforeAll(async () => {
  const [cal] = await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161'));
  await t.db.update(branchStock).set({ qty: 500 }).where(and(inArray(branchStock.branchId, [anchorBranchIds.heatlineLeedsSouth, anchorBranchIds.pipeworksHunslet]), eq(branchStock.productId, cal!.id)));
});

describe('next-day delivery is charged as the merchant says (option 2)', () => {
  it.each([
    ['Heatline, 1 × CAL-87161 (under £100): £9.95', anchorBranchIds.heatlineLeedsSouth, 1, 995, true],
    ['Heatline, 3 × CAL-87161 (over £100): free', anchorBranchIds.heatlineLeedsSouth, 3, 0, true],
    // Acme has no Pipeworks account, so this one is paid by card (the card payment tests place such orders).
    ['Pipeworks, 3 × CAL-87161: £7.50 on any order', anchorBranchIds.pipeworksHunslet, 3, 750, false],
  ])('%s; the total shown before Place Order is the order charged and the e-mail sent', async (_name, branchId, qty, chargePence, onAccount) => {
    const basket = await acceptBasket(t, admin, { branchId, optionId: 2, lines: [{ manufacturerCode: 'CAL-87161', qty }] });
    const delivery = basket.lines.find((line) => line.manufacturerCode === 'DELIVERY');
    expect(delivery).toMatchObject({ basketLineTypeId: 2, qty: 1, cost: chargePence / 100 });
    const productsNet = basket.lines.filter((line) => line.basketLineTypeId === 1).reduce((sum, line) => sum + pence(line.cost) * line.qty, 0);
    const net = productsNet + chargePence;
    expect(pence(basket.totalCostWithVat)).toBe(net + Math.round(net / 5));
    if (!onAccount) return;
    const placed = await t.post(admin, checkoutPaths.placeAccountOrder, deliverySubmission(basket, { email: 'accounts@acme-heating.test' }));
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await orderOf(basket.basketKey);
    expect([order.totalCostPence, order.totalCostWithVatPence]).toEqual([net, pence(basket.totalCostWithVat)]);
    expect((await linesOf(basket.basketKey)).filter((line) => line.code === 'DELIVERY')).toEqual([{ code: 'DELIVERY', type: 2, cost: chargePence, qty: 1 }]);
    // The confirmation goes to the address typed at checkout and to the signed-in user, with the same total.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `${messages.orderPlacement.confirmationSubject} ${placed.json().orderId}`));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['accounts@acme-heating.test', 'admin@acme-heating.test']);
    expect(mails[0]!.textBody).toContain(`£${(order.totalCostWithVatPence! / 100).toFixed(2)}`);
  });

  it('choosing collection after next-day delivery removes the delivery line', async () => {
    await acceptBasket(t, admin, { optionId: 2, lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] });
    expect((await t.post(admin, '/SparesAvailability/Select', { branchId: anchorBranchIds.heatlineLeedsSouth, fulfilmentOptionId: 1 })).statusCode).toBe(200);
    const basket = (await t.get(admin, '/Basket/GetBasketForUser')).json<Basket>();
    expect(basket.lines.map((line) => line.manufacturerCode)).toEqual(['CAL-87161']);
  });

  it('lowering a quantity at checkout re-prices the delivery across the threshold; raising one voids the acceptance', async () => {
    const accepted = await acceptBasket(t, admin, { optionId: 2, lines: [{ manufacturerCode: 'CAL-87161', qty: 3 }] });
    const current = (await t.get(admin, '/Basket/GetBasketForUser')).json<Basket>();
    const lowered = await t.post(admin, '/Basket/UpdateBasketForUser', { version: current.version, basketKey: accepted.basketKey, lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const after = lowered.json<{ basket: Basket }>().basket ?? lowered.json<Basket>();
    expect(after.lines.find((line) => line.manufacturerCode === 'DELIVERY')?.cost).toBe(9.95);
    expect((await orderOf(accepted.basketKey)).fulfilmentOptionId).toBe(2);
    // Back up to 3 stays within what was accepted; 4 is more than the branch promised.
    expect((await t.post(admin, '/Basket/AddLines', { lines: [{ manufacturerCode: 'CAL-87161', qty: 3 }] })).statusCode).toBe(200);
    expect((await orderOf(accepted.basketKey)).fulfilmentOptionId).toBe(2);
    const raised = await t.post(admin, '/Basket/AddLines', { lines: [{ manufacturerCode: 'CAL-87161', qty: 4 }] });
    expect(raised.statusCode).toBe(200);
    const row = await orderOf(accepted.basketKey);
    expect([row.fulfilmentOptionId, row.selectedBranchId, row.acceptedQuantities]).toEqual([null, null, null]);
    expect((await linesOf(accepted.basketKey)).map((line) => line.code)).toEqual(['CAL-87161']);
  });
});

describe('an acceptance is a promise about the basket (issue #44 item 7)', () => {
  it('the express courier line set to 0 after acceptance voids it: no express order without its courier charge', async () => {
    const basket = await acceptBasket(t, admin, { lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] });
    const quotes = (await t.post(admin, '/Basket/DeliveryQuote', { branch: anchorBranchIds.heatlineLeedsSouth, deliveryAddress1: '42 Cross Flatts Avenue', deliveryPostCode: 'LS11 7BU', deliveryTown: 'Leeds' })).json();
    const stuart = quotes.collection.find((quote: { name: string }) => quote.name === 'STUART');
    await t.post(admin, '/Basket/AddDeliveryQuoteToBasket', { quoteId: stuart.quoteId, deliveryPersonName: 'Sam Fitter', deliveryMobileNumber: '07700 900123' });
    expect((await t.post(admin, '/SparesAvailability/Select', { branchId: anchorBranchIds.heatlineLeedsSouth, fulfilmentOptionId: 4 })).statusCode).toBe(200);
    const express = (await t.get(admin, '/Basket/GetBasketForUser')).json<Basket>();
    const withoutCourier = await t.post(admin, '/Basket/UpdateBasketForUser', { version: express.version, basketKey: basket.basketKey, lines: express.lines.map((line) => ({ manufacturerCode: line.manufacturerCode, qty: line.manufacturerCode === 'STUART' ? 0 : line.qty })) });
    expect(withoutCourier.statusCode, withoutCourier.body).toBe(200);
    const cheaper = (await t.get(admin, '/Basket/GetBasketForUser')).json<Basket>();
    const placed = await t.post(admin, checkoutPaths.placeAccountOrder, deliverySubmission(cheaper, { contactName: null }));
    expect([placed.statusCode, placed.json().message]).toEqual([422, messages.orderPlacement.expired]);
    expect((await orderOf(basket.basketKey)).status).toBe('open');
  });
});

/** Northern Boiler Services' express basket at a Boilerhouse branch (the demo world's split payment path). */
async function splitBasket(): Promise<Basket> {
  const current = (await t.get(northernBoilers, '/Basket/GetBasketForUser')).json<Basket>();
  if (current.lines.length) await t.post(northernBoilers, '/Basket/UpdateBasketForUser', { version: current.version, quoteId: 0, lines: current.lines.map((line) => ({ manufacturerCode: line.manufacturerCode, qty: 0 })) });
  await t.post(northernBoilers, '/Basket/AddLines', { lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] });
  const { branches } = (await t.post(northernBoilers, '/SparesAvailability/GetAvailability', { latitude: 53.78, longitude: -1.552, postCode: 'LS11 5AB' })).json<GetAvailabilityResponse>();
  const branchId = branches.find((result) => result.branch.supplierID === 3 && result.fulfilmentOptions.some((option) => option.id === 4))!.branch.id;
  const quotes = (await t.post(northernBoilers, '/Basket/DeliveryQuote', { branch: branchId, deliveryAddress1: 'Unit 2, Dewsbury Road Business Park', deliveryPostCode: 'LS11 7DF', deliveryTown: 'Leeds' })).json();
  await t.post(northernBoilers, '/Basket/AddDeliveryQuoteToBasket', { quoteId: quotes.collection[0].quoteId, deliveryPersonName: 'Dale Hargreaves', deliveryMobileNumber: '07700 900214' });
  expect((await t.post(northernBoilers, '/SparesAvailability/Select', { branchId, fulfilmentOptionId: 4 })).statusCode).toBe(200);
  return (await t.get(northernBoilers, '/Basket/GetBasketForUser')).json<Basket>();
}
const northernAddress = { firstName: 'Dale', surname: 'Hargreaves', address1: 'Unit 2, Dewsbury Road Business Park', city: 'Leeds', postCode: 'LS11 7DF' };
const splitSubmission = (basket: Basket) => accountSubmission({ ...basket, lines: [] }, { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress: northernAddress, deliveryAddress: northernAddress, contactName: null, preferredCollectionBranch: null, email: 'office@northern-boilers.test' });
const balanceOfNorthern = async () => (await t.db.select({ balance: organisationSuppliers.balancePence }).from(organisationSuppliers).where(eq(organisationSuppliers.accountNumber, 'BHS-7745')))[0]!.balance;

describe('split payment (spec 3 §4.7 cardSinceCourier): parts on account, courier by card, one order or none', () => {
  it('20 concurrent submissions start one payment of the courier charge; paid: one order, the parts on the account', async () => {
    const basket = await splitBasket();
    const courier = basket.lines.find((line) => line.basketLineTypeId === 3)!;
    const cardPence = pence(courier.cost) + Math.round(pence(courier.cost) / 5);
    const balanceBefore = await balanceOfNorthern();
    const started = await Promise.all(Array.from({ length: 20 }, () => t.post(northernBoilers, checkoutPaths.placeCardOrder, splitSubmission(basket))));
    expect(started.map((reply) => [reply.statusCode, reply.json().success])).toEqual(Array.from({ length: 20 }, () => [200, true]));
    const pending = (await t.db.select().from(sandboxGatewayPayments)).filter((payment) => payment.status === 'pending' && payment.customerReference === `org-${basket.organisationId}`);
    expect(pending.map((payment) => payment.amountPence)).toEqual([cardPence]);
    await t.post(northernBoilers, `/sandbox-gateway/pay/${pending[0]!.reference}/card`, { cardNumber: sandboxTestCards.success, expiry: '12/30', cvc: '123', saveCard: false });
    const completed = await Promise.all(Array.from({ length: 5 }, () => t.post(northernBoilers, checkoutPaths.completeOrder, { basketKey: basket.basketKey })));
    expect(completed.filter((reply) => reply.json().message === messages.orderPlacement.placed)).toHaveLength(1);
    const order = await orderOf(basket.basketKey);
    expect(order).toMatchObject({ status: 'placed', paymentMethodTypeId: 1, cardAmountPence: cardPence, chargedAccountKind: 'merchant', accountNumber: 'BHS-7745' });
    expect(await balanceOfNorthern()).toBe(balanceBefore + order.totalCostWithVatPence! - cardPence);
    // The confirmation, the order's page and the invoice name both parts, which add up to the total.
    const split = `£${(cardPence / 100).toFixed(2)} by card, £${((order.totalCostWithVatPence! - cardPence) / 100).toFixed(2)} on merchant account BHS-7745`;
    expect(await invoiceText(northernBoilers, basket.basketKey)).toContain(split);
    expect((await t.get(northernBoilers, `/Orders/GetOrder?basketKey=${basket.basketKey}`)).json()).toMatchObject({ cardAmount: cardPence / 100, chargedAccountKind: 'merchant', accountNumber: 'BHS-7745' });
  });

  it('a declined card leaves nothing on the account and nothing placed', async () => {
    const basket = await splitBasket();
    const balanceBefore = await balanceOfNorthern();
    await t.post(northernBoilers, checkoutPaths.placeCardOrder, splitSubmission(basket));
    const reference = (await t.get(northernBoilers, `${checkoutPaths.paymentLink}?basketKey=${basket.basketKey}`)).json().linkUrl.split('/').pop();
    expect((await t.post(northernBoilers, `/sandbox-gateway/pay/${reference}/card`, { cardNumber: sandboxTestCards.decline, expiry: '12/30', cvc: '123', saveCard: false })).json()).toEqual({ next: '/payment-failed' });
    expect((await t.post(northernBoilers, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: false });
    expect((await orderOf(basket.basketKey)).status).toBe('open');
    expect(await balanceOfNorthern()).toBe(balanceBefore);
  });

  it('the split is never placed on account alone', async () => {
    const basket = await splitBasket();
    const placed = await t.post(northernBoilers, checkoutPaths.placeAccountOrder, { ...splitSubmission(basket), paymentMethodTypeId: 2 });
    expect([placed.statusCode, placed.json().message]).toEqual([422, messages.orderPlacement.paymentMethodNotAllowed]);
  });
});

describe('trade credit (spec 3 §6): Keystone Plumbing orders from a merchant it has no account with', () => {
  it('placed on account, charged to its trade credit account, which the order names', async () => {
    const basket = await acceptBasket(t, keystone, { lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] });
    const rules = (await t.get(keystone, `${checkoutPaths.checkoutRules}?basketKey=${basket.basketKey}`)).json();
    expect(rules).toMatchObject({ paymentMethods: { allowed: [2], accountKind: 'trade-credit' }, accountNumber: 'THB-204517', accountProviderName: 'TradeHelp BT', availableCredit: 5000, blockedMessage: null });
    const placed = await t.post(keystone, checkoutPaths.placeAccountOrder, accountSubmission(basket, { email: 'office@keystone-plumbing.test' }));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await orderOf(basket.basketKey)).toMatchObject({ status: 'placed', paymentMethodTypeId: 2, chargedAccountKind: 'trade-credit', accountNumber: 'THB-204517' });
    const [credit] = await t.db.select({ balance: tradeCreditAccounts.balancePence }).from(tradeCreditAccounts).where(eq(tradeCreditAccounts.accountNumber, 'THB-204517'));
    expect(credit!.balance).toBe(pence(basket.totalCostWithVat));
    expect(await invoiceText(keystone, basket.basketKey)).toContain('On your trade credit account THB-204517');
    expect((await t.get(keystone, `/Basket/GetBasketByKey?basketKey=${basket.basketKey}`)).json().payment).toEqual({ cardAmount: null, accountKind: 'trade-credit', accountNumber: 'THB-204517' });
    const card = await t.post(keystone, checkoutPaths.placeCardOrder, accountSubmission((await acceptBasket(t, keystone)), { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress: northernAddress }));
    expect([card.statusCode, card.json().message]).toEqual([422, messages.orderPlacement.paymentMethodNotAllowed]);
  });
});
