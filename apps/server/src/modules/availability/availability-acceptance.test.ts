import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import { messages } from '@sparesfinder/contracts/messages';
import { baskets, basketLines } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { useSignedInApp } from '../../test/signed-in-app';

// Monday 2 March 2026, 10:00 UK time: branch 1 (Heatline Leeds South) offers same day, next day, delivery, later.
const now = '2026-03-02T10:00:00.000Z';
const t = useSignedInApp({ as: ['admin', 'fresh'], clock: fixedClock(now) });
const { admin, fresh } = t.sessions;
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };

async function heatlineLeedsSouth(session = admin) {
  const { branches } = (await t.post(session, '/SparesAvailability/GetAvailability', leeds)).json<GetAvailabilityResponse>();
  return branches.find((result) => result.branch.id === 1)!;
}
const openBasketOf = async (userId: number) => (await t.db.select().from(baskets).where(eq(baskets.userId, userId))).find((row) => row.status === 'open')!;

describe('POST /SparesAvailability/Select and SelectDelivery (spec 3 §4.5)', () => {
  it('Select fixes the branch, the option, the branch\'s prices and a 5-minute expiry, and answers true', async () => {
    await t.post(admin, '/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 2 });
    const heatline = await heatlineLeedsSouth();
    const option = heatline.fulfilmentOptions.find((candidate) => candidate.id === 1)!;
    const response = await t.post(admin, '/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);

    const basket = await openBasketOf(1);
    expect(basket).toMatchObject({ selectedBranchId: 1, fulfilmentOptionId: 1, isDelivery: false });
    expect(basket.collectFromBranchOn?.toISOString()).toBe(option.dateTime);
    expect(basket.expiryDate?.toISOString()).toBe('2026-03-02T10:05:00.000Z');
    const lines = await t.db.select().from(basketLines).where(eq(basketLines.basketId, basket.id));
    for (const entry of heatline.nextDayAvailability.filter((candidate) => !candidate.alternativeItem)) {
      expect(lines.find((line) => line.manufacturerCode === entry.manufacturerCode)?.costPence).toBe(Math.round(entry.price * 100));
    }
    const shown = await t.get(admin, '/Basket/GetBasketForUser');
    expect(shown.json()).toMatchObject({ selectedBranchId: 1, selectedBranch: { supplierID: 1 }, isDelivery: false });
  });

  it('SelectDelivery accepts the next-day delivery option and marks the basket for delivery', async () => {
    const response = await t.post(admin, '/SparesAvailability/SelectDelivery', { branchId: 1 });
    expect(response.statusCode).toBe(200);
    expect(await openBasketOf(1)).toMatchObject({ selectedBranchId: 1, fulfilmentOptionId: 2, isDelivery: true });
  });

  it('an option the branch has nothing for is refused with the spec\'s message', async () => {
    // Fresh Plumbing's basket is empty: no branch has anything to offer it.
    const response = await t.post(fresh, '/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.availability.noItemsAvailableExclaim);
  });

  it.each([
    ['an unknown branch', '/SparesAvailability/Select', { branchId: 999_999, fulfilmentOptionId: 0 }, 404],
    ['a delivery option on the collect call', '/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: 2 }, 400],
    ['a collect option on the delivery call', '/SparesAvailability/SelectDelivery', { branchId: 1, fulfilmentOptionId: 0 }, 400],
    // By-box is accepted through Select since the by-box flow landed (spec 3 §4.5-4.6); Heatline does not offer it.
    ['by-box at a merchant without it', '/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: 5 }, 422],
    ['a branch id as text', '/SparesAvailability/Select', { branchId: 'one', fulfilmentOptionId: 0 }, 400],
    ['no branch', '/SparesAvailability/Select', { fulfilmentOptionId: 0 }, 400],
  ])('refuses %s', async (_name, url, payload, status) => {
    expect((await t.post(admin, url, payload)).statusCode).toBe(status);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/SparesAvailability/Select', payload: { branchId: 1, fulfilmentOptionId: 0 } })).statusCode).toBe(401);
  });
});
