import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { baskets, branchStock, products, sandboxGatewayPayments } from '../../db/schema/index';
import { sandboxTestCards } from '../../providers/payment/sandbox-gateway';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, movableClock } from './checkout-test-helpers';

const clock = movableClock();
const t = useSignedInApp({ as: ['admin'], clock });
const { admin } = t.sessions;
const billingAddress = { firstName: 'Alex', surname: 'Morgan', address1: 'Unit 3, Holbeck Trade Park', city: 'Leeds', postCode: 'LS11 9RT' };
const statusOf = async (basketKey: string) => (await t.db.select({ status: baskets.status }).from(baskets).where(eq(baskets.basketKey, basketKey)))[0]!.status;
const paymentStatusOf = async (reference: string) => (await t.db.select({ status: sandboxGatewayPayments.status }).from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.reference, reference)))[0]!.status;
/** The clock's month in London as MM/YY, moved by `months`. */
const londonExpiry = (months: number) => {
  const [month, year] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: 'numeric', year: 'numeric' }).format(clock.now()).split('/').map(Number) as [number, number];
  const index = year * 12 + month - 1 + months;
  return `${String((index % 12) + 1).padStart(2, '0')}/${String(Math.floor(index / 12) % 100).padStart(2, '0')}`;
};

beforeAll(async () => {
  const [cal] = await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161'));
  await t.db.update(branchStock).set({ qty: 100 }).where(eq(branchStock.productId, cal!.id));
});

async function startCardPayment() {
  const basket = await acceptBasket(t, admin);
  const placed = await t.post(admin, checkoutPaths.placeCardOrder, accountSubmission(basket, { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress, saveCard: false }));
  expect(placed.statusCode, placed.body).toBe(200);
  const link = await t.get(admin, `${checkoutPaths.paymentLink}?basketKey=${basket.basketKey}`);
  return { basket, payment: link.json().linkUrl.split('/').pop() as string, linkUrl: link.json().linkUrl as string };
}

describe('the sandbox hosted page refuses an expired or malformed expiry, as a real gateway does', () => {
  it('01/20 and last month: "Your card has expired." on the page, payment still pending, nothing placed; then a good expiry pays', async () => {
    const { basket, payment } = await startCardPayment();
    const pay = (expiry: string) => t.post(admin, `/sandbox-gateway/pay/${payment}/card`, { cardNumber: sandboxTestCards.success, expiry, cvc: '123', saveCard: false });
    for (const expiry of ['01/20', londonExpiry(-1)]) {
      const refused = await pay(expiry);
      expect(refused.statusCode, expiry).toBe(400);
      expect(refused.json().message).toBe('Your card has expired.');
    }
    expect(await paymentStatusOf(payment)).toBe('pending');
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: false });
    expect(await statusOf(basket.basketKey)).toBe('open');

    // A card is good to the end of its expiry month.
    expect((await pay(londonExpiry(0))).json()).toEqual({ next: '/payment-completed' });
    expect((await t.post(admin, checkoutPaths.completeOrder, { basketKey: basket.basketKey })).json()).toMatchObject({ success: true });
  });

  it('a malformed expiry is refused like a bad card number ("Please check your card details.")', async () => {
    const { payment } = await startCardPayment();
    for (const expiry of ['13/30', '1/30', 'ab/cd', '']) {
      const refused = await t.post(admin, `/sandbox-gateway/pay/${payment}/card`, { cardNumber: sandboxTestCards.success, expiry, cvc: '123', saveCard: false });
      expect(refused.statusCode, expiry).toBe(400);
      expect(refused.json().message).toBe('Please check your card details.');
    }
    expect(await paymentStatusOf(payment)).toBe('pending');
  });

  it('the hosted page lists the sandbox test cards, the decline card included', async () => {
    const { linkUrl } = await startCardPayment();
    const page = (await t.get(admin, linkUrl)).body;
    expect(page).toContain('Sandbox test cards');
    expect(page).toContain('4242 4242 4242 4242');
    expect(page).toContain('4000 0000 0000 0002');
    expect(page).toContain('Payment is declined');
  });
});
