import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { baskets, branchStock, cardPayments, products, sandboxGatewayPayments, sandboxGatewayRefunds } from '../../db/schema/index';
import { sandboxTestCards } from '../../providers/payment/sandbox-gateway';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, anchorBranchIds, movableClock } from './checkout-test-helpers';

/**
 * Card payments exactly once, whatever is lost on the way (issue #44 item 6): a retried PlaceCardOrder after a
 * payment went through places the order with it; a reload resumes the same payment; a changed one cancels the old;
 * concurrent submissions start one; the gateway's pages answer only the organisation that started the payment.
 */
const t = useSignedInApp({ as: ['admin', 'fresh'], clock: movableClock() });
const { admin, fresh } = t.sessions;
const billingAddress = { firstName: 'Alex', surname: 'Morgan', address1: 'Unit 3, Holbeck Trade Park', city: 'Leeds', postCode: 'LS11 9RT' };
const card = (basket: Awaited<ReturnType<typeof acceptBasket>>, overrides: Record<string, unknown> = {}) => accountSubmission(basket, { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress, ...overrides });
const payWithCard = (reference: string, session = admin) => t.post(session, `/sandbox-gateway/pay/${reference}/card`, { cardNumber: sandboxTestCards.success, expiry: '12/30', cvc: '123', saveCard: false });

async function basketRow(basketKey: string) {
  return (await t.db.select({ id: baskets.id, status: baskets.status, orderId: baskets.orderId }).from(baskets).where(eq(baskets.basketKey, basketKey)))[0]!;
}
/** The gateway's payments for a basket (its merchant reference starts with the basket id). */
async function gatewayPaymentsOf(basketKey: string) {
  const { id } = await basketRow(basketKey);
  return t.db.select({ reference: sandboxGatewayPayments.reference, status: sandboxGatewayPayments.status }).from(sandboxGatewayPayments).where(like(sandboxGatewayPayments.merchantReference, `${id}-%`));
}
async function pendingReference(basketKey: string) {
  const link = await t.get(admin, `${checkoutPaths.paymentLink}?basketKey=${basketKey}`);
  expect(link.statusCode, link.body).toBe(200);
  return link.json().linkUrl.split('/').pop() as string;
}

beforeAll(async () => {
  const [cal] = await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161'));
  await t.db.update(branchStock).set({ qty: 500 }).where(and(eq(branchStock.branchId, anchorBranchIds.heatlineLeedsSouth), eq(branchStock.productId, cal!.id)));
});

describe('a card payment is taken once (issue #44)', () => {
  it('the CompleteOrder answer is lost: PlaceCardOrder again places the order with the payment taken, no second charge', async () => {
    const basket = await acceptBasket(t, admin);
    expect((await t.post(admin, checkoutPaths.placeCardOrder, card(basket))).json()).toMatchObject({ success: true, orderId: null });
    expect((await payWithCard(await pendingReference(basket.basketKey))).json()).toEqual({ next: '/payment-completed' });
    // …the tab closes before CompleteOrder; the buyer comes back and presses Make Payment again.
    const again = await t.post(admin, checkoutPaths.placeCardOrder, card(basket));
    expect(again.statusCode, again.body).toBe(200);
    const { orderId } = await basketRow(basket.basketKey);
    expect(again.json()).toEqual({ success: true, message: messages.orderPlacement.paymentAlreadyTaken, basketKey: basket.basketKey, orderId });
    expect(await gatewayPaymentsOf(basket.basketKey)).toEqual([expect.objectContaining({ status: 'paid' })]);
    // The late CompleteOrder finds the order placed, exactly once.
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: true, message: messages.orderPlacement.alreadyPlaced, orderId });
  });

  it('a reload resumes the same payment; a changed submission cancels the old page, which can no longer pay', async () => {
    const basket = await acceptBasket(t, admin);
    await t.post(admin, checkoutPaths.placeCardOrder, card(basket));
    const first = await pendingReference(basket.basketKey);
    await t.post(admin, checkoutPaths.placeCardOrder, card(basket, { orderReference: 'JOB-2418' }));
    expect(await pendingReference(basket.basketKey)).toBe(first);
    // Asking to save the card makes a different payment: the first is cancelled at the gateway.
    await t.post(admin, checkoutPaths.placeCardOrder, card(basket, { saveCard: true, orderReference: 'JOB-2418' }));
    const second = await pendingReference(basket.basketKey);
    expect(second).not.toBe(first);
    expect((await payWithCard(first)).statusCode).toBe(400);
    expect((await payWithCard(second)).json()).toEqual({ next: '/payment-completed' });
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: true, message: messages.orderPlacement.placed });
    expect((await gatewayPaymentsOf(basket.basketKey)).map((payment) => payment.status).sort()).toEqual(['aborted', 'paid']);
    const [order] = await t.db.select({ customerOrderNo: baskets.customerOrderNo }).from(baskets).where(eq(baskets.basketKey, basket.basketKey));
    expect(order).toEqual({ customerOrderNo: 'JOB-2418' });
  });

  it('20 concurrent submissions start one payment; paid and completed 20 times at once: one order, one charge', async () => {
    const basket = await acceptBasket(t, admin);
    const started = await Promise.all(Array.from({ length: 20 }, () => t.post(admin, checkoutPaths.placeCardOrder, card(basket))));
    expect(started.map((reply) => reply.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const pending = (await gatewayPaymentsOf(basket.basketKey)).filter((payment) => payment.status === 'pending');
    expect(pending).toHaveLength(1);
    await payWithCard(pending[0]!.reference);
    const completed = await Promise.all(Array.from({ length: 20 }, () => t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })));
    expect(completed.every((reply) => reply.json().success)).toBe(true);
    expect(completed.filter((reply) => reply.json().message === messages.orderPlacement.placed)).toHaveLength(1);
    expect((await gatewayPaymentsOf(basket.basketKey)).filter((payment) => payment.status === 'paid')).toHaveLength(1);
    const ours = await t.db.select({ status: cardPayments.status }).from(cardPayments).where(eq(cardPayments.basketId, (await basketRow(basket.basketKey)).id));
    expect(ours.filter((payment) => payment.status === 'paid')).toHaveLength(1);
    expect(await t.db.select().from(sandboxGatewayRefunds)).toEqual([]);
  });

  it("another organisation's session finds none of the gateway's pages or calls of Acme's payment (404)", async () => {
    const basket = await acceptBasket(t, admin);
    await t.post(admin, checkoutPaths.placeCardOrder, card(basket));
    const reference = await pendingReference(basket.basketKey);
    expect((await t.get(fresh, `/sandbox-gateway/pay/${reference}`)).statusCode).toBe(404);
    expect((await payWithCard(reference, fresh)).statusCode).toBe(404);
    expect((await t.post(fresh, `/sandbox-gateway/pay/${reference}/token`, {})).statusCode).toBe(404);
    expect((await t.post(fresh, `/sandbox-gateway/pay/${reference}/abort`, {})).statusCode).toBe(404);
    expect((await gatewayPaymentsOf(basket.basketKey)).map((payment) => payment.status)).toEqual(['pending']);
    expect((await t.get(admin, `/sandbox-gateway/pay/${reference}`)).statusCode).toBe(200);
  });
});
