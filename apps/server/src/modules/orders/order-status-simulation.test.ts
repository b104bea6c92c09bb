import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@sparesfinder/domain/orders/order-status';
import { orderStatusTimetableMinutes as minutes } from '@sparesfinder/domain/orders/order-status-timetable';
import { createThrottleCountersRepository } from '../../db/throttle-counters.repository';
import { createMessageAllowance } from '../../lib/message-allowance';
import { createMailOutboxRepository } from '../../providers/mail/mail-outbox.repository';
import { createOutboxMailProvider } from '../../providers/mail/outbox-mail-provider';
import { useSignedInApp } from '../../test/signed-in-app';
import { demoAccounts } from '../../test/test-app';
import { movableClock } from '../checkout/checkout-test-helpers';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createNotificationsService } from '../notifications/notifications.service';
import { createOrderStatusRepository } from './order-status.repository';
import { createOrderStatusService } from './order-status.service';
import { insertPlacedOrder, orderMails, orderNotices, orderStatusOf } from './order-status.test-helpers';

// The simulated merchant's job body with an injected clock (the job itself is exercised by order-status-job.test.ts).
const clock = movableClock('2026-11-23T09:00:00.000Z');
const t = useSignedInApp({ as: [], clock, env: { ORDER_STATUS_SIMULATION: 'false' } });

let service: ReturnType<typeof createOrderStatusService>;
beforeAll(() => {
  const mail = createOutboxMailProvider(createMailOutboxRepository(t.db), clock);
  const notificationsService = createNotificationsService({
    notificationsRepository: createNotificationsRepository(t.db),
    mail,
    supportEmail: 'support@sparesfinder.test',
    messageAllowance: createMessageAllowance({ throttleCounters: createThrottleCountersRepository(t.db) }),
    clock,
  });
  service = createOrderStatusService({ repository: createOrderStatusRepository(t.db), notificationsService, mail, clock, timeScale: 1, onMailFailure: (error) => { throw error; } });
});

/** Runs the simulation's steps for an order as the job would, each at its due time; the statuses it passes. */
async function runToTheEnd(basketId: number) {
  const seen: OrderStatus[] = [];
  let look = await service.advanceSimulatedOrder({ basketId, from: 'placed', round: 0 });
  while (look) {
    if (look.step.round > 0) throw new Error('ran early');
    clock.set(look.dueAt.toISOString());
    seen.push((await orderStatusOf(t.db, basketId)) as OrderStatus);
    look = await service.advanceSimulatedOrder(look.step);
  }
  seen.push((await orderStatusOf(t.db, basketId)) as OrderStatus);
  return seen;
}

describe('the simulated merchant (issue #18)', () => {
  it('moves a collection order through every status on the timetable, one notification per change, an e-mail when ready', async () => {
    clock.set('2026-11-23T09:00:00.000Z');
    const order = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 920_001, placedAt: clock.now() });

    // Not due yet: the same look is asked for again, at the due time, and nothing changes.
    clock.advanceMinutes(minutes.answer - 1);
    const early = await service.advanceSimulatedOrder({ basketId: order.basketId, from: 'placed', round: 0 });
    expect(early).toEqual({ step: { basketId: order.basketId, from: 'placed', round: 1 }, dueAt: new Date('2026-11-23T09:05:00.000Z') });
    expect(await orderStatusOf(t.db, order.basketId)).toBe('placed');

    clock.advanceMinutes(1);
    expect(await runToTheEnd(order.basketId)).toEqual(['accepted', 'readyToCollect', 'completed']);
    expect((await orderNotices(t.db, order.userId, 920_001)).map((notice) => notice.title)).toEqual(['Order 920001: Accepted', 'Order 920001: Ready to collect', 'Order 920001: Completed']);
    expect(await orderMails(t.db, 920_001)).toEqual([{ to: demoAccounts.admin, subject: 'Order 920001: Ready to collect', text: expect.stringContaining('is ready to collect') }]);
    expect(clock.now().toISOString()).toBe(new Date(Date.parse('2026-11-23T09:00:00Z') + (minutes.answer + minutes.pickForCollection + minutes.collect) * 60_000).toISOString());
  });

  it('a delivery goes out for delivery; order numbers ending …19 and …11 (of 20) are rejected and part fulfilled', async () => {
    for (const [orderNumber, isDelivery, path] of [
      [920_002, true, ['accepted', 'outForDelivery', 'completed']],
      [920_019, false, ['rejected']],
      [920_011, true, ['accepted', 'partFulfilled']],
    ] as const) {
      const order = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber, isDelivery, placedAt: clock.now() });
      clock.advanceMinutes(minutes.answer);
      expect(await runToTheEnd(order.basketId)).toEqual(path);
      expect(await orderNotices(t.db, order.userId, orderNumber)).toHaveLength(path.length);
      expect(await orderMails(t.db, orderNumber)).toEqual([]);
    }
  });

  it('concurrent and repeated runs of one step move the order once and tell the buyer once', async () => {
    const order = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 920_003, placedAt: clock.now() });
    clock.advanceMinutes(minutes.answer);
    const step = { basketId: order.basketId, from: 'placed' as const, round: 0 };
    const looks = await Promise.all([service.advanceSimulatedOrder(step), service.advanceSimulatedOrder(step), service.advanceSimulatedOrder(step)]);
    expect(looks.filter(Boolean)).toHaveLength(1);
    expect(await service.advanceSimulatedOrder(step)).toBeNull();
    expect(await orderStatusOf(t.db, order.basketId)).toBe('accepted');
    expect(await orderNotices(t.db, order.userId, 920_003)).toHaveLength(1);
  });

  it('leaves an order alone that is no longer where the step expects (moved by a webhook, or the seed’s completed orders)', async () => {
    const order = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 920_004, placedAt: clock.now(), orderStatus: 'completed' });
    clock.advanceMinutes(minutes.answer);
    expect(await service.advanceSimulatedOrder({ basketId: order.basketId, from: 'placed', round: 0 })).toBeNull();
    expect(await service.advanceSimulatedOrder({ basketId: order.basketId, from: 'completed', round: 0 })).toBeNull();
    expect(await orderNotices(t.db, order.userId, 920_004)).toEqual([]);
  });
});
