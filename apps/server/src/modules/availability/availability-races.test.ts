import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import { baskets, basketLines } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { race, runRace, statusCounts } from '../../test/reliability/race';
import { useSignedInApp } from '../../test/signed-in-app';

/**
 * Concurrency of the acceptance and by-box writes (docs/SECURITY.md "Concurrency"): many identical requests at
 * once (a double click, retries, two tabs) each go through the basket writer's lock, so the basket ends exactly as
 * one of them leaves it: no duplicated line, no lost version, never a 5xx.
 */
const t = useSignedInApp({ as: ['admin'], clock: fixedClock('2026-03-02T10:00:00.000Z') });
const { admin } = t.sessions;
const times = 30;
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };

const openBasket = async () => (await t.db.select().from(baskets).where(and(eq(baskets.userId, 1), eq(baskets.status, 'open'))))[0]!;
const linesOf = async () => t.db.select().from(basketLines).where(eq(basketLines.basketId, (await openBasket()).id));
const productLinesOf = async () => (await linesOf()).filter((line) => line.basketLineTypeId === 1);
const inject = (session: typeof admin, options: Parameters<typeof t.inject>[1]) => t.inject(session, options);

async function prepareBasket() {
  await t.post(admin, '/Basket/AddLines', { lines: [{ manufacturerCode: 'CAL-87161', qty: 2 }, { manufacturerCode: 'GEN-15MM-ISO', qty: 3 }] });
  const before = await openBasket();
  return { version: before.version, codes: (await productLinesOf()).map((line) => line.manufacturerCode).sort() };
}

describe(`${times} identical acceptance and by-box writes at once`, () => {
  it.each([
    ['POST /SparesAvailability/Select', '/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: 1 }, 1],
    ['POST /SparesAvailability/SelectDelivery', '/SparesAvailability/SelectDelivery', { branchId: 1 }, 2],
  ])('%s: every one succeeds, one after another, and the lines stay one per part', async (route, url, payload, optionId) => {
    await runRace(inject, race({
      route,
      name: 'double click',
      times,
      prepare: prepareBasket,
      request: () => ({ session: admin, method: 'POST', url, payload }),
      async verify(responses, before) {
        expect(statusCounts(responses)).toEqual({ 200: times });
        const after = await openBasket();
        expect(after).toMatchObject({ selectedBranchId: 1, fulfilmentOptionId: optionId, version: before.version + times });
        expect((await productLinesOf()).map((line) => line.manufacturerCode).sort()).toEqual(before.codes);
        // Next-day delivery (issue #44) carries its one delivery line however often it is accepted; a collection none.
        expect((await linesOf()).filter((line) => line.manufacturerCode === 'DELIVERY')).toHaveLength(optionId === 2 ? 1 : 0);
      },
    }));
  });

  it('POST /ByBox/AddByBoxLine: one by-box line however many arrive', async () => {
    await runRace(inject, race({
      route: 'POST /ByBox/AddByBoxLine',
      name: 'double click',
      times,
      async prepare() {
        const before = await prepareBasket();
        const { branches } = (await t.post(admin, '/SparesAvailability/GetAvailability', leeds)).json<GetAvailabilityResponse>();
        const tradeHub = branches.find((result) => result.fulfilmentOptions.some((option) => option.id === 5))!;
        expect((await t.post(admin, '/SparesAvailability/Select', { branchId: tradeHub.branch.id, fulfilmentOptionId: 5 })).statusCode).toBe(200);
        return before;
      },
      request: (index) => ({ session: admin, method: 'POST', url: '/ByBox/AddByBoxLine', payload: { byBoxLocationId: 1 + (index % 3), byBoxReference: `JOB-${index}` } }),
      async verify(responses, before) {
        expect(statusCounts(responses)).toEqual({ 200: times });
        const lines = await linesOf();
        expect(lines.filter((line) => line.basketLineTypeId === 5)).toHaveLength(1);
        expect(lines.filter((line) => line.basketLineTypeId === 1).map((line) => line.manufacturerCode).sort()).toEqual(before.codes);
        expect((await openBasket()).version).toBe(before.version + 1 + times);
      },
    }));
  });
});
