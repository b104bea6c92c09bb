import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { basketLines, baskets, branchStock, cardPayments, organisationSuppliers, products, sandboxGatewayPayments, sandboxGatewayRefunds } from '../../db/schema/index';
import { sandboxTestCards } from '../../providers/payment/sandbox-gateway';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, anchorBranchIds, movableClock } from './checkout-test-helpers';

const t = useSignedInApp({ as: ['admin', 'fresh'], clock: movableClock() });
const { admin, fresh } = t.sessions;
const billingAddress = { firstName: 'Alex', surname: 'Morgan', address1: 'Unit 3, Holbeck Trade Park', city: 'Leeds', postCode: 'LS11 9RT' };
const refusal = `${messages.orderPlacement.soldOut} ${messages.orderPlacement.cardRefunded}`;

async function shelfOf(mpn: string) {
  const [{ id }] = (await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, mpn))) as [{ id: number }];
  return and(eq(branchStock.branchId, anchorBranchIds.heatlineLeedsSouth), eq(branchStock.productId, id));
}

describe('a paid completion the shop can no longer place is refunded (issue #15)', () => {
  it('sold out after payment: refunded once at the gateway, the basket intact, the buyer told; 10 concurrent retries change nothing', async () => {
    const shelf = await shelfOf('CAL-87161');
    await t.db.update(branchStock).set({ qty: 5 }).where(shelf);
    const basket = await acceptBasket(t, admin);
    const placed = await t.post(admin, checkoutPaths.placeCardOrder, accountSubmission(basket, { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress }));
    expect(placed.statusCode, placed.body).toBe(200);
    const link = (await t.get(admin, `${checkoutPaths.paymentLink}?basketKey=${basket.basketKey}`)).json().linkUrl as string;
    const reference = link.split('/').pop()!;
    expect((await t.post(admin, `${link}/card`, { cardNumber: sandboxTestCards.success, expiry: '12/30', cvc: '123', saveCard: false })).json()).toEqual({ next: '/payment-completed' });
    const [before] = await t.db.select({ balance: organisationSuppliers.balancePence }).from(organisationSuppliers).where(eq(organisationSuppliers.id, 1));

    // Someone else bought the shelf while the buyer was on the card page.
    await t.db.update(branchStock).set({ qty: 0 }).where(shelf);
    const first = await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: false, message: refusal, basketKey: basket.basketKey, orderId: null });

    // Retries (double click, reload, a replayed message), all at once: the same answer, still one refund.
    const again = await Promise.all(Array.from({ length: 10 }, () => t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })));
    expect(again.map((reply) => reply.json())).toEqual(Array.from({ length: 10 }, () => ({ success: false, message: refusal, basketKey: basket.basketKey, orderId: null })));
    // The stock is back, but a refunded payment never becomes an order.
    await t.db.update(branchStock).set({ qty: 5 }).where(shelf);
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: false, message: refusal });

    const refunds = await t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentReference, reference));
    expect(refunds).toEqual([expect.objectContaining({ amountPence: Math.round(basket.totalCostWithVat * 100), reason: messages.orderPlacement.soldOut })]);
    expect((await t.db.select({ status: sandboxGatewayPayments.status }).from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.reference, reference)))[0]!.status).toBe('refunded');
    const [ours] = await t.db.select({ status: cardPayments.status, refundMessage: cardPayments.refundMessage }).from(cardPayments).where(eq(cardPayments.gatewayReference, reference));
    expect(ours).toEqual({ status: 'refunded', refundMessage: refusal });

    // The basket is as it was: open, same lines, no order; the merchant account is not charged.
    const [row] = await t.db.select({ id: baskets.id, status: baskets.status, orderId: baskets.orderId }).from(baskets).where(eq(baskets.basketKey, basket.basketKey));
    expect(row).toMatchObject({ status: 'open', orderId: null });
    const lines = await t.db.select({ code: basketLines.manufacturerCode, qty: basketLines.qty }).from(basketLines).where(eq(basketLines.basketId, row!.id));
    expect(lines).toEqual(expect.arrayContaining(basket.lines.map((line) => ({ code: line.manufacturerCode, qty: line.qty }))));
    const [after] = await t.db.select({ balance: organisationSuppliers.balancePence }).from(organisationSuppliers).where(eq(organisationSuppliers.id, 1));
    expect(after).toEqual(before);

    // A new payment for the same basket may then be placed as usual (the refusal closed only the refunded one).
    const retry = await t.post(admin, checkoutPaths.placeCardOrder, accountSubmission(basket, { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress }));
    expect(retry.json()).toMatchObject({ success: true });
  });

  it('another organisation cannot complete, and so cannot refund, the payment', async () => {
    const basket = await acceptBasket(t, admin);
    await t.post(admin, checkoutPaths.placeCardOrder, accountSubmission(basket, { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress }));
    expect((await t.post(fresh, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).statusCode).toBe(404);
    expect(await t.db.select().from(sandboxGatewayRefunds)).toHaveLength(1);
  });

  it('the gateway refunds only a paid payment, once', async () => {
    const gateway = (await import('../../providers/payment/sandbox-gateway')).createSandboxGateway(movableClock(), t.db);
    const { gatewayReference } = await gateway.createPayment({ merchantReference: 'test-1', customerReference: 'org-1', amountPence: 1200, description: 'test', tokenId: null, offerToSave: false });
    expect(await gateway.refund(gatewayReference, 'not paid yet')).toBe('not-paid');
    expect(await gateway.payWithCard(gatewayReference, { cardNumber: sandboxTestCards.success, expiry: '1230', cvc: '123', saveCard: false })).toBe('paid');
    expect(await Promise.all([gateway.refund(gatewayReference, 'r'), gateway.refund(gatewayReference, 'r'), gateway.refund(gatewayReference, 'r')])).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await gateway.listRefunds(gatewayReference)).toHaveLength(1);
    expect(await gateway.refund('sbx_unknown_reference', 'r')).toBe('not-paid');
  });
});
