import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { savedCardPaths } from '@sparesfinder/contracts/saved-cards';
import { baskets, branchStock, cardPayments, products, savedCards } from '../../db/schema/index';
import { sandboxTestCards } from '../../providers/payment/sandbox-gateway';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, movableClock } from './checkout-test-helpers';

const clock = movableClock();
const t = useSignedInApp({ as: ['admin', 'fresh'], clock });
const { admin, fresh } = t.sessions;
const billingAddress = { firstName: 'Alex', surname: 'Morgan', address1: 'Unit 3, Holbeck Trade Park', city: 'Leeds', postCode: 'LS11 9RT' };
const cardSubmission = (basket: Awaited<ReturnType<typeof acceptBasket>>, overrides: Record<string, unknown> = {}) =>
  accountSubmission(basket, { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress, saveCard: true, ...overrides });
const statusOf = async (basketKey: string) => (await t.db.select({ status: baskets.status }).from(baskets).where(eq(baskets.basketKey, basketKey)))[0]!.status;

beforeAll(async () => {
  const [cal] = await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161'));
  await t.db.update(branchStock).set({ qty: 100 }).where(eq(branchStock.productId, cal!.id));
});

async function startCardPayment(overrides: Record<string, unknown> = {}) {
  const basket = await acceptBasket(t, admin);
  const placed = await t.post(admin, checkoutPaths.placeCardOrder, cardSubmission(basket, overrides));
  expect(placed.statusCode, placed.body).toBe(200);
  const tokenId = overrides.paymentMethodId as string | undefined;
  const link = await t.get(admin, `${checkoutPaths.paymentLink}?basketKey=${basket.basketKey}${tokenId ? `&tokenId=${tokenId}` : ''}`);
  expect(link.statusCode, link.body).toBe(200);
  const payment = link.json().linkUrl.split('/').pop() as string;
  return { basket, payment, linkUrl: link.json().linkUrl as string };
}

describe('card orders through the sandbox gateway (spec 3 §4.8, decision 014)', () => {
  it('a new card, saved: hosted page → paid → completion places one order; replayed 10 times → one state change', async () => {
    const { basket, payment, linkUrl } = await startCardPayment();
    const page = await t.get(admin, linkUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Save this card');
    // Not paid yet: a forged "completed purchase" message leaves the order unpaid.
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: false, message: messages.orderPlacement.paymentNotReceived });
    expect(await statusOf(basket.basketKey)).toBe('open');

    expect((await t.post(admin, `/sandbox-gateway/pay/${payment}/card`, { cardNumber: '4242 4242 4242 4241', expiry: '12/30', cvc: '123', saveCard: true })).statusCode).toBe(400);
    const paid = await t.post(admin, `/sandbox-gateway/pay/${payment}/card`, { cardNumber: sandboxTestCards.success, expiry: '12/30', cvc: '123', saveCard: true });
    expect(paid.json()).toEqual({ next: '/payment-completed' });

    const replies = [];
    for (let i = 0; i < 10; i++) replies.push((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json());
    expect(new Set(replies.map((reply) => reply.orderId)).size).toBe(1);
    expect(replies.filter((reply) => reply.message === messages.orderPlacement.placed)).toHaveLength(1);
    expect(replies.every((reply) => reply.success)).toBe(true);
    const [order] = await t.db.select().from(baskets).where(eq(baskets.basketKey, basket.basketKey));
    expect(order).toMatchObject({ status: 'placed', paymentMethodTypeId: 1, accountNumber: null, address1: billingAddress.address1 });
    const cards = (await t.get(admin, savedCardPaths.list)).json();
    expect(cards).toHaveLength(2);
    expect(cards.map((card: { last4Digits: string }) => card.last4Digits).sort()).toEqual(['4242', '4242']);
    // No card number or CVC in our database.
    const stored = JSON.stringify([await t.db.select().from(cardPayments), await t.db.select().from(savedCards)]);
    expect(stored).not.toContain(sandboxTestCards.success);
    expect(stored).not.toContain('"cvc"');
  });

  it('the seeded saved card pays with no card page entry', async () => {
    const { basket, payment, linkUrl } = await startCardPayment({ newPaymentMethod: false, paymentMethodId: 'tok_demo_acme_visa_4242', saveCard: false });
    expect((await t.get(admin, linkUrl)).body).toContain('ending <strong>4242</strong>');
    expect((await t.post(admin, `/sandbox-gateway/pay/${payment}/token`, {})).json()).toEqual({ next: '/payment-completed' });
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: true });
    expect(await statusOf(basket.basketKey)).toBe('placed');
  });

  it('a declined card goes to /payment-failed and places nothing', async () => {
    const { basket, payment } = await startCardPayment({ saveCard: false });
    expect((await t.post(admin, `/sandbox-gateway/pay/${payment}/card`, { cardNumber: sandboxTestCards.decline, expiry: '12/30', cvc: '123', saveCard: false })).json()).toEqual({ next: '/payment-failed' });
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: false });
    expect(await statusOf(basket.basketKey)).toBe('open');
  });

  it('an abort goes to /payment-abort and places nothing', async () => {
    const { basket, payment } = await startCardPayment({ saveCard: false });
    expect((await t.post(admin, `/sandbox-gateway/pay/${payment}/abort`, {})).json()).toEqual({ next: '/payment-abort' });
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: false });
  });

  it('refuses: a card order without a card, another organisation\'s saved card, another organisation\'s basket', async () => {
    const basket = await acceptBasket(t, admin);
    expect((await t.post(admin, checkoutPaths.placeCardOrder, cardSubmission(basket, { newPaymentMethod: false }))).json().message).toBe(messages.checkout.selectPaymentMethod);
    expect((await t.post(admin, checkoutPaths.placeCardOrder, cardSubmission(basket, { newPaymentMethod: false, paymentMethodId: 'tok_someone_else' }))).json().message).toBe(messages.orderPlacement.savedCardNotFound);
    expect((await t.post(fresh, checkoutPaths.placeCardOrder, cardSubmission(basket))).statusCode).toBe(404);
    expect((await t.post(fresh, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).statusCode).toBe(404);
    expect((await t.get(fresh, `${checkoutPaths.paymentLink}?basketKey=${basket.basketKey}`)).statusCode).toBe(404);
    expect((await t.post(admin, checkoutPaths.placeCardOrder, cardSubmission(basket, { paymentMethodTypeId: 2 }))).statusCode).toBe(400);
  });

  it('saved cards: listed for the organisation, deleted once, a foreign token is a 404', async () => {
    expect((await t.get(fresh, savedCardPaths.list)).json()).toEqual([]);
    expect((await t.delete(fresh, `${savedCardPaths.delete}?tokenId=tok_demo_acme_visa_4242`)).statusCode).toBe(404);
    expect((await t.delete(admin, `${savedCardPaths.delete}?tokenId=tok_demo_acme_visa_4242`)).json()).toEqual({ success: true });
    expect((await t.delete(admin, `${savedCardPaths.delete}?tokenId=tok_demo_acme_visa_4242`)).statusCode).toBe(404);
  });
});
