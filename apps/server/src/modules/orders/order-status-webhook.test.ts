import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusWebhookPaths } from '@sparesfinder/contracts/order-status-webhook';
import { baskets, creditNotes, merchantOrderStatusEvents } from '../../db/schema/index';
import { rejectedCreditReason } from './order-status.service';
import { signWebhookBody } from '../../providers/order-status/webhook-signature';
import { useSignedInApp } from '../../test/signed-in-app';
import { demoAccounts } from '../../test/test-app';
import { insertPlacedOrder, orderMails, orderNotices, orderStatusOf, pipeworksBranchId } from './order-status.test-helpers';

const secrets = { heatline: 'heatline-shared-secret-0001', pipeworks: 'pipeworks-shared-secret-0002' };
const t = useSignedInApp({ as: ['admin'], env: { MERCHANT_ORDER_STATUS_WEBHOOKS: `1=${secrets.heatline},2=${secrets.pipeworks}` } });

/** A merchant's delivery: the raw body signed with `secret` as merchant `merchantId`. */
const deliver = (body: string, options: { merchantId?: string; secret?: string; signature?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: orderStatusWebhookPaths.receive,
    headers: {
      'content-type': 'application/json',
      'x-merchant-id': options.merchantId ?? '1',
      'x-signature': options.signature ?? signWebhookBody(options.secret ?? secrets.heatline, body),
    },
    payload: body,
  });
const event = (fields: Record<string, unknown>) => JSON.stringify(fields);

const placedAt = new Date('2026-11-23T09:00:00Z');
let order: Awaited<ReturnType<typeof insertPlacedOrder>>;
let pipeworksOrder: Awaited<ReturnType<typeof insertPlacedOrder>>;
beforeAll(async () => {
  order = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 910_001, placedAt });
  pipeworksOrder = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 910_002, branchId: pipeworksBranchId, placedAt });
});

describe('POST /Merchant/OrderStatusWebhook (issue #18)', () => {
  it('moves the merchant’s own order on and tells the buyer, once per event id', async () => {
    const body = event({ eventId: 'hl-evt-1', orderNumber: 910_001, status: 'accepted' });
    const first = await deliver(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ orderNumber: 910_001, status: 'accepted', duplicate: false });
    expect(await orderStatusOf(t.db, order.basketId)).toBe('accepted');
    expect(await orderNotices(t.db, order.userId, 910_001)).toEqual([{ title: 'Order 910001: Accepted', text: expect.stringContaining('has accepted your order 910001') }]);

    // A retried delivery of the same event: the same answer, nothing new.
    const replay = await deliver(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ orderNumber: 910_001, status: 'accepted', duplicate: true });
    expect(await orderNotices(t.db, order.userId, 910_001)).toHaveLength(1);
    expect(await t.db.select().from(merchantOrderStatusEvents).where(eq(merchantOrderStatusEvents.eventId, 'hl-evt-1'))).toHaveLength(1);
  });

  it('two deliveries of one event at the same moment move the order once', async () => {
    const twin = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 910_003, placedAt });
    const body = event({ eventId: 'hl-evt-twin', orderNumber: 910_003, status: 'accepted' });
    const answers = await Promise.all([deliver(body), deliver(body), deliver(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().duplicate).sort()).toEqual([false, true, true]);
    expect(await orderStatusOf(t.db, twin.basketId)).toBe('accepted');
    expect(await orderNotices(t.db, twin.userId, 910_003)).toHaveLength(1);
  });

  it('ready to collect also e-mails the buyer', async () => {
    const response = await deliver(event({ eventId: 'hl-evt-2', orderNumber: 910_001, status: 'readyToCollect' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderMails(t.db, 910_001)).toEqual([{ to: demoAccounts.admin, subject: 'Order 910001: Ready to collect', text: expect.stringContaining('is ready to collect from') }]);
    expect(await orderNotices(t.db, order.userId, 910_001)).toHaveLength(2);
  });

  it('refuses a move the state machine does not allow with 409, changing nothing', async () => {
    const response = await deliver(event({ eventId: 'hl-evt-3', orderNumber: 910_001, status: 'outForDelivery' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Order 910001 cannot move from Ready to collect to Out for delivery');
    expect(await orderStatusOf(t.db, order.basketId)).toBe('readyToCollect');
    expect(await orderNotices(t.db, order.userId, 910_001)).toHaveLength(2);
    // The refused event is not remembered: a corrected one under the same id is taken.
    expect(await t.db.select().from(merchantOrderStatusEvents).where(eq(merchantOrderStatusEvents.eventId, 'hl-evt-3'))).toHaveLength(0);
  });

  it.each([
    ['a wrong signature', { signature: 'sha256=0000' }],
    ['no signature', { signature: '' }],
    ['another merchant’s secret', { secret: secrets.pipeworks }],
    ['a merchant with no webhook', { merchantId: '4' }],
    ['no merchant id', { merchantId: 'x' }],
  ])('401 for %s, changing nothing', async (_name, options) => {
    const response = await deliver(event({ eventId: 'hl-evt-4', orderNumber: 910_001, status: 'completed' }), options);
    expect(response.statusCode).toBe(401);
    expect(await orderStatusOf(t.db, order.basketId)).toBe('readyToCollect');
  });

  it('a signed-in shop user is no merchant: 401 without the signature', async () => {
    const response = await t.post(t.sessions.admin, orderStatusWebhookPaths.receive, { eventId: 'hl-evt-5', orderNumber: 910_001, status: 'completed' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a body that is not JSON', '{"eventId": ', { _: ['The body is not JSON'] }],
    ['missing fields', event({ status: 'accepted' }), { eventId: [expect.any(String)], orderNumber: ['Enter the order number'] }],
    ['an unknown status', event({ eventId: 'e', orderNumber: 910_001, status: 'shipped' }), { status: [expect.stringContaining('The status is one of placed, accepted')] }],
    ['a fractional order number', event({ eventId: 'e', orderNumber: 1.5, status: 'accepted' }), { orderNumber: ['The order number is a whole number'] }],
  ])('400 with field messages for %s', async (_name, body, fieldErrors) => {
    const response = await deliver(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
  });

  it.each([
    ['an unknown order', 999_999, '1', secrets.heatline],
    ['another merchant’s order', 910_002, '1', secrets.heatline],
  ])('404 for %s, changing nothing', async (_name, orderNumber, merchantId, secret) => {
    const response = await deliver(event({ eventId: `hl-evt-404-${orderNumber}`, orderNumber, status: 'accepted' }), { merchantId, secret });
    expect(response.statusCode).toBe(404);
    expect(await orderStatusOf(t.db, pipeworksOrder.basketId)).toBe('placed');
  });

  it('the same event id from two merchants is two events', async () => {
    const response = await deliver(event({ eventId: 'hl-evt-1', orderNumber: 910_002, status: 'rejected' }), { merchantId: '2', secret: secrets.pipeworks });
    expect(response.json()).toEqual({ orderNumber: 910_002, status: 'rejected', duplicate: false });
    expect(await orderNotices(t.db, pipeworksOrder.userId, 910_002)).toEqual([{ title: 'Order 910002: Rejected', text: expect.stringContaining('could not accept your order 910002') }]);
  });
});

describe('a rejected charged order is credited in full (issue #44 item 11)', () => {
  it('the rejection writes one credit note for the whole order, in the same transaction as the move', async () => {
    const charged = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 910_777, placedAt });
    await t.db.update(baskets).set({ paymentMethodTypeId: 2, totalCostPence: 4200, totalCostWithVatPence: 5040 }).where(eq(baskets.id, charged.basketId));
    const response = await deliver(event({ eventId: 'hl-evt-credit', orderNumber: 910_777, status: 'rejected' }));
    expect(response.statusCode, response.body).toBe(200);
    await deliver(event({ eventId: 'hl-evt-credit', orderNumber: 910_777, status: 'rejected' }));
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.basketId, charged.basketId));
    expect(notes.map((note) => [note.identifier, note.amountPence, note.reason])).toEqual([['CN-910777', 4200, rejectedCreditReason]]);
    // Nothing charged, nothing credited.
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.basketId, pipeworksOrder.basketId))).toEqual([]);
  });
});
