import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { baskets, branchStock, cardPayments, notifications, products, sandboxGatewayPayments, sandboxGatewayRefunds } from '../../db/schema/index';
import { sandboxTestCards } from '../../providers/payment/sandbox-gateway';
import { eventually } from '../../test/eventually';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, anchorBranchIds, movableClock } from './checkout-test-helpers';

/**
 * The reconciliation job (issue #44): a payment paid at the gateway whose CompleteOrder never came (the tab closed,
 * the server killed) is placed or refunded by the job, once, and the buyer told; a page nobody paid is cancelled
 * after its lifetime. Rounds every second here, no grace period.
 */
const clock = movableClock();
const t = useSignedInApp({ as: ['admin'], clock, env: { CARD_RECONCILE_SECONDS: '1', CARD_RECONCILE_GRACE_SECONDS: '0' } });
const { admin } = t.sessions;
const billingAddress = { firstName: 'Alex', surname: 'Morgan', address1: 'Unit 3, Holbeck Trade Park', city: 'Leeds', postCode: 'LS11 9RT' };
let shelf: ReturnType<typeof and>;

beforeAll(async () => {
  const [cal] = await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161'));
  shelf = and(eq(branchStock.branchId, anchorBranchIds.heatlineLeedsSouth), eq(branchStock.productId, cal!.id));
  await t.db.update(branchStock).set({ qty: 50 }).where(shelf);
});

async function paidButNeverCompleted() {
  const basket = await acceptBasket(t, admin);
  expect((await t.post(admin, checkoutPaths.placeCardOrder, accountSubmission(basket, { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress }))).statusCode).toBe(200);
  const reference = (await t.get(admin, `${checkoutPaths.paymentLink}?basketKey=${basket.basketKey}`)).json().linkUrl.split('/').pop() as string;
  return { basket, reference };
}
const statusOf = async (reference: string) => (await t.db.select({ status: cardPayments.status }).from(cardPayments).where(eq(cardPayments.gatewayReference, reference)))[0]?.status;

describe('card payments nobody completed are settled by the job', () => {
  it('paid, never completed: the job places the order with it, once', { timeout: 30_000 }, async () => {
    const { basket, reference } = await paidButNeverCompleted();
    await t.post(admin, `/sandbox-gateway/pay/${reference}/card`, { cardNumber: sandboxTestCards.success, expiry: '12/30', cvc: '123', saveCard: false });
    await eventually(async () => expect(await statusOf(reference)).toBe('paid'), 20_000, 250);
    const [order] = await t.db.select({ status: baskets.status, paymentMethodTypeId: baskets.paymentMethodTypeId }).from(baskets).where(eq(baskets.basketKey, basket.basketKey));
    expect(order).toEqual({ status: 'placed', paymentMethodTypeId: 1 });
    // The buyer's late CompleteOrder finds it placed.
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: true, message: messages.orderPlacement.alreadyPlaced });
  });

  it('paid, but the order can no longer be placed: refunded once at the gateway, and the buyer told', { timeout: 30_000 }, async () => {
    const { reference } = await paidButNeverCompleted();
    await t.db.update(branchStock).set({ qty: 0 }).where(shelf);
    await t.post(admin, `/sandbox-gateway/pay/${reference}/card`, { cardNumber: sandboxTestCards.success, expiry: '12/30', cvc: '123', saveCard: false });
    await eventually(async () => expect(await statusOf(reference)).toBe('refunded'), 20_000, 250);
    await t.db.update(branchStock).set({ qty: 50 }).where(shelf);
    expect(await t.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentReference, reference))).toHaveLength(1);
    const notices = await t.db.select({ title: notifications.title, text: notifications.text }).from(notifications).where(eq(notifications.title, messages.orderPlacement.cardRefundedTitle));
    expect(notices).toEqual([{ title: messages.orderPlacement.cardRefundedTitle, text: `${messages.orderPlacement.soldOut} ${messages.orderPlacement.cardRefunded}` }]);
  });

  it('a hosted page nobody paid is cancelled after 30 minutes, and can no longer pay', { timeout: 30_000 }, async () => {
    const { reference } = await paidButNeverCompleted();
    clock.advanceMinutes(31);
    await eventually(async () => expect(await statusOf(reference)).toBe('aborted'), 20_000, 250);
    const [atGateway] = await t.db.select({ status: sandboxGatewayPayments.status }).from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.reference, reference));
    expect(atGateway).toEqual({ status: 'aborted' });
  });
});
