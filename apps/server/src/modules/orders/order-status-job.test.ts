import { describe, expect, it } from 'vitest';
import { orderStatusSimulationStep } from '../../providers/order-status/order-status-simulation.job';
import { eventually } from '../../test/eventually';
import { useSignedInApp } from '../../test/signed-in-app';
import { demoAccounts } from '../../test/test-app';
import { insertPlacedOrder, orderMails, orderNotices, orderStatusOf } from './order-status.test-helpers';

// The real job runtime (pg-boss, polling every 0.5 s) with the timetable at 1/2000: 5 minutes → 0.15 s, 4 hours → 7.2 s.
const t = useSignedInApp({ as: [], env: { ORDER_STATUS_TIME_SCALE: '0.0005' } });

describe('orders.status-simulation.step job (issue #18)', () => {
  it('chains itself from placed to completed, one notification per change and the ready-to-collect e-mail', { timeout: 60_000 }, async () => {
    const order = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 930_001, placedAt: new Date() });
    // What the provider does when checkout tells it the order was placed (create-order-status-provider.ts).
    const first = await t.jobs.enqueue(orderStatusSimulationStep, { basketId: order.basketId, from: 'placed', round: 0 }, { singletonKey: `order-status-${order.basketId}-placed-0` });
    // A retried enqueue of the same step is the same job.
    expect((await t.jobs.enqueue(orderStatusSimulationStep, { basketId: order.basketId, from: 'placed', round: 0 }, { singletonKey: `order-status-${order.basketId}-placed-0` })).created).toBe(false);

    await eventually(async () => expect(await orderStatusOf(t.db, order.basketId)).toBe('completed'), 45_000, 250);
    expect((await orderNotices(t.db, order.userId, 930_001)).map((notice) => notice.title)).toEqual(['Order 930001: Accepted', 'Order 930001: Ready to collect', 'Order 930001: Completed']);
    expect(await orderMails(t.db, 930_001)).toHaveLength(1);
    expect((await t.jobs.inspect(orderStatusSimulationStep, first.jobId))?.state).toBe('completed');
  });
});
