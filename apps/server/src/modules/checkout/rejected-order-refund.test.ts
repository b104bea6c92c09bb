import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { orderStatusWebhookPaths } from '@sparesfinder/contracts/order-status-webhook';
import { branchStock, cardPayments, creditNotes, organisationSuppliers, products, sandboxGatewayRefunds, tradeCreditAccounts } from '../../db/schema/index';
import { signWebhookBody } from '../../providers/order-status/webhook-signature';
import { sandboxTestCards } from '../../providers/payment/sandbox-gateway';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, anchorBranchIds, movableClock } from './checkout-test-helpers';

/**
 * A merchant rejects a placed order (issue #44 item 11): it was charged, so it is credited in full, and the money goes
 * back where it came from, once: the merchant account's or the trade credit account's balance drops, the card is
 * refunded at the gateway. Heatline reports by its signed webhook here.
 */
const secret = 'heatline-shared-secret-0001';
const t = useSignedInApp({ as: ['admin', 'keystone'], clock: movableClock(), env: { MERCHANT_ORDER_STATUS_WEBHOOKS: `1=${secret}` } });
const { admin, keystone } = t.sessions;
const billingAddress = { firstName: 'Alex', surname: 'Morgan', address1: 'Unit 3, Holbeck Trade Park', city: 'Leeds', postCode: 'LS11 9RT' };

const reject = async (orderNumber: number, eventId: string) => {
  const body = JSON.stringify({ eventId, orderNumber, status: 'rejected' });
  const response = await t.app.inject({ method: 'POST', url: orderStatusWebhookPaths.receive, headers: { 'content-type': 'application/json', 'x-merchant-id': '1', 'x-signature': signWebhookBody(secret, body) }, payload: body });
  expect(response.statusCode, response.body).toBe(200);
};
const acmeBalance = async () => (await t.db.select({ balance: organisationSuppliers.balancePence }).from(organisationSuppliers).where(eq(organisationSuppliers.accountNumber, 'ACM1001')))[0]!.balance;

beforeAll(async () => {
  const [cal] = await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161'));
  await t.db.update(branchStock).set({ qty: 200 }).where(and(eq(branchStock.branchId, anchorBranchIds.heatlineLeedsSouth), eq(branchStock.productId, cal!.id)));
});

describe('a rejected order gives the money back where it came from, once', () => {
  it('on the merchant account: the balance drops back, even when the merchant sends the event twice', async () => {
    const before = await acmeBalance();
    const basket = await acceptBasket(t, admin);
    const placed = (await t.post(admin, checkoutPaths.placeAccountOrder, accountSubmission(basket))).json();
    expect(await acmeBalance()).toBe(before + Math.round(basket.totalCostWithVat * 100));
    await reject(placed.orderId, `reject-${placed.orderId}`);
    await reject(placed.orderId, `reject-${placed.orderId}`); // the merchant's retry of the same event
    expect(await acmeBalance()).toBe(before);
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.identifier, `CN-${placed.orderId}`))).toHaveLength(1);
  });

  it('on the trade credit account', async () => {
    const basket = await acceptBasket(t, keystone, { lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] });
    const placed = (await t.post(keystone, checkoutPaths.placeAccountOrder, accountSubmission(basket, { email: 'office@keystone-plumbing.test' }))).json();
    const balance = async () => (await t.db.select({ balance: tradeCreditAccounts.balancePence }).from(tradeCreditAccounts).where(eq(tradeCreditAccounts.accountNumber, 'THB-204517')))[0]!.balance;
    expect(await balance()).toBe(Math.round(basket.totalCostWithVat * 100));
    await reject(placed.orderId, `reject-${placed.orderId}`);
    expect(await balance()).toBe(0);
  });

  it('by card: refunded at the gateway, once', async () => {
    const basket = await acceptBasket(t, admin);
    await t.post(admin, checkoutPaths.placeCardOrder, accountSubmission(basket, { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress }));
    const reference = (await t.get(admin, `${checkoutPaths.paymentLink}?basketKey=${basket.basketKey}`)).json().linkUrl.split('/').pop() as string;
    await t.post(admin, `/sandbox-gateway/pay/${reference}/card`, { cardNumber: sandboxTestCards.success, expiry: '12/30', cvc: '123', saveCard: false });
    const placed = (await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json();
    const before = await acmeBalance();
    await reject(placed.orderId, `reject-${placed.orderId}`);
    expect(await t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentReference, reference))).toEqual([expect.objectContaining({ amountPence: Math.round(basket.totalCostWithVat * 100) })]);
    expect((await t.db.select({ status: cardPayments.status }).from(cardPayments).where(eq(cardPayments.gatewayReference, reference)))[0]!.status).toBe('refunded');
    // A card order put nothing on the account, so nothing comes off it.
    expect(await acmeBalance()).toBe(before);
  });
});
