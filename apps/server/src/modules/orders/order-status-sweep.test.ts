import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { useSignedInApp } from '../../test/signed-in-app';
import { demoAccounts } from '../../test/test-app';
import { insertPlacedOrder, orderNotices, orderStatusOf, pipeworksBranchId } from './order-status.test-helpers';

// The timetable at 1/2000 (an answer due after 0.15 s is lost at 0.3 s), the sweep every second; Pipeworks Direct
// (supplier 2) reports by webhook, so the simulation does not play it.
const t = useSignedInApp({ as: [], env: { ORDER_STATUS_TIME_SCALE: '0.0005', ORDER_STATUS_SWEEP_SECONDS: '1', MERCHANT_ORDER_STATUS_WEBHOOKS: '2=pipeworks-secret-0123456789' } });
const aMinuteAgo = () => new Date(Date.now() - 60_000);

describe('the simulation sweep: an order whose first step was never queued (issue #18)', () => {
  it('is found and moved on to completed, each change announced once however many sweeps see it late', { timeout: 60_000 }, async () => {
    // Inserted as placed a minute ago with no job queued: what a queue failure at checkout leaves behind.
    const order = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 940_001, placedAt: aMinuteAgo() });
    await eventually(async () => expect(await orderStatusOf(t.db, order.basketId)).toBe('completed'), 45_000, 250);
    expect((await orderNotices(t.db, order.userId, 940_001)).map((notice) => notice.title)).toEqual(['Order 940001: Accepted', 'Order 940001: Ready to collect', 'Order 940001: Completed']);
  });

  it("leaves a webhook merchant's order to the merchant", { timeout: 30_000 }, async () => {
    const order = await insertPlacedOrder(t.db, { email: demoAccounts.admin, orderNumber: 940_002, branchId: pipeworksBranchId, placedAt: aMinuteAgo() });
    // Three sweeps.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await orderStatusOf(t.db, order.basketId)).toBe('placed');
    expect(await orderNotices(t.db, order.userId, 940_002)).toEqual([]);
  });
});
