import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import { messages } from '@sparesfinder/contracts/messages';
import { baskets, basketLines } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { race, runRace, statusCounts } from '../../test/reliability/race';
import { useSignedInApp } from '../../test/signed-in-app';

// Monday 2 March 2026, 10:00 UK time, as the acceptance tests.
const t = useSignedInApp({ as: ['admin', 'fresh'], clock: fixedClock('2026-03-02T10:00:00.000Z') });
const { admin, fresh } = t.sessions;
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };
const openBasket = async () => (await t.db.select().from(baskets).where(and(eq(baskets.userId, 1), eq(baskets.status, 'open'))))[0]!;
const lineCodes = async () => (await t.db.select().from(basketLines).where(eq(basketLines.basketId, (await openBasket()).id))).map((line) => line.manufacturerCode).sort();
const refresh = (session = admin) => t.post(session, '/SparesAvailability/RefreshAddOns', {});

describe('POST /SparesAvailability/RefreshAddOns (spec 2 §7; decision 011)', () => {
  it('with nothing accepted answers the spec\'s message', async () => {
    const response = await refresh(fresh);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.availability.noItemsAvailableExclaim);
  });

  it('renews the accepted option and drops a by-box line that no longer belongs to it', async () => {
    await t.post(admin, '/Basket/AddLines', { lines: [{ manufacturerCode: 'CAL-87161', qty: 2 }] });
    const { branches } = (await t.post(admin, '/SparesAvailability/GetAvailability', leeds)).json<GetAvailabilityResponse>();
    const tradeHub = branches.find((result) => result.fulfilmentOptions.some((option) => option.id === 5))!;
    await t.post(admin, '/SparesAvailability/Select', { branchId: tradeHub.branch.id, fulfilmentOptionId: 5 });
    expect((await t.post(admin, '/ByBox/AddByBoxLine', { byBoxLocationId: 1, byBoxReference: 'JOB-9' })).statusCode).toBe(200);

    expect((await refresh()).json()).toBe(true);
    expect(await lineCodes()).toContain('BYBOX'); // still option 5: it stays

    // The option was re-chosen behind the line's back (collect next day): the by-box line is stale.
    await t.db.update(baskets).set({ fulfilmentOptionId: 1 }).where(eq(baskets.id, (await openBasket()).id));
    expect((await refresh()).statusCode).toBe(200);
    expect(await lineCodes()).not.toContain('BYBOX');
    expect(await openBasket()).toMatchObject({ selectedBranchId: tradeHub.branch.id, fulfilmentOptionId: 1 });
    expect((await openBasket()).expiryDate?.toISOString()).toBe('2026-03-02T10:05:00.000Z');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/SparesAvailability/RefreshAddOns', payload: {} })).statusCode).toBe(401);
  });

  it('30 at once: every one succeeds and the lines stay one per part', async () => {
    await t.post(admin, '/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: 1 });
    await runRace((session, options) => t.inject(session, options), race({
      route: 'POST /SparesAvailability/RefreshAddOns',
      name: 'double click',
      times: 30,
      prepare: async () => ({ codes: await lineCodes() }),
      request: () => ({ session: admin, method: 'POST', url: '/SparesAvailability/RefreshAddOns', payload: {} }),
      async verify(responses, before) {
        expect(statusCounts(responses)).toEqual({ 200: 30 });
        expect(await lineCodes()).toEqual(before.codes);
      },
    }));
  });
});
