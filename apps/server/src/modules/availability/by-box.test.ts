import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import type { ByBoxLocationsResponse } from '@sparesfinder/contracts/by-box';
import { messages } from '@sparesfinder/contracts/messages';
import { baskets, basketLines, organisations } from '../../db/schema/index';
import { demoOrganisationIds } from '../../db/seed/accounts';
import { fixedClock } from '../../lib/clock';
import { useSignedInApp } from '../../test/signed-in-app';

// Monday 2 March 2026, 10:00 UK time (as the acceptance tests): TradeHub (supplier 4) branches offer by-box.
const t = useSignedInApp({ as: ['admin', 'fresh'], clock: fixedClock('2026-03-02T10:00:00.000Z') });
const { admin, fresh } = t.sessions;
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };

async function nearestByBoxBranch() {
  const { branches } = (await t.post(admin, '/SparesAvailability/GetAvailability', leeds)).json<GetAvailabilityResponse>();
  return branches.find((result) => result.fulfilmentOptions.some((option) => option.id === 5))!;
}
const openBasket = async () => (await t.db.select().from(baskets).where(and(eq(baskets.userId, 1), eq(baskets.status, 'open'))))[0]!;
const byBoxLines = async () => (await t.db.select().from(basketLines).where(eq(basketLines.basketId, (await openBasket()).id))).filter((line) => line.basketLineTypeId === 5);
const addByBox = (payload: object, session = admin) => t.post(session, '/ByBox/AddByBoxLine', payload);

describe('GET /ByBox/GetByBoxLocations (spec 2 §7, spec 3 §3)', () => {
  it('lists the lockers with id, exchange and postalCode', async () => {
    const response = await t.get(admin, '/ByBox/GetByBoxLocations');
    expect(response.statusCode).toBe(200);
    const { collection } = response.json<ByBoxLocationsResponse>();
    expect(collection.length).toBeGreaterThan(0);
    expect(Object.keys(collection[0]!).sort()).toEqual(['exchange', 'id', 'postalCode']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ByBox/GetByBoxLocations' })).statusCode).toBe(401);
  });
});

describe('POST /ByBox/AddByBoxLine (spec 3 §4.5-4.6)', () => {
  it('is refused with the spec\'s text until the by-box option is accepted', async () => {
    await t.post(admin, '/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 1 });
    await t.post(admin, '/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: 0 });
    const response = await addByBox({ byBoxLocationId: 1, byBoxReference: 'JOB-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.availability.byBoxFailed);
    expect(await byBoxLines()).toEqual([]);
  });

  it('after Select with option 5 at a by-box merchant, puts one by-box line on and keeps the 5-minute expiry', async () => {
    const tradeHub = await nearestByBoxBranch();
    expect(tradeHub.branch.supplierID).toBe(4);
    expect((await t.post(admin, '/SparesAvailability/Select', { branchId: tradeHub.branch.id, fulfilmentOptionId: 5 })).statusCode).toBe(200);
    const first = await addByBox({ byBoxLocationId: 1, byBoxReference: 'JOB-1', imageUrl: '/images/suppliers/4.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toBe(true);
    // Choosing again replaces the line (one by-box line per basket).
    expect((await addByBox({ byBoxLocationId: 2, byBoxReference: 'JOB-2', imageUrl: 'https://evil.example/x.png' })).statusCode).toBe(200);
    const lines = await byBoxLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ manufacturerCode: 'BYBOX', qty: 1, costPence: 0, imageUrl: null });
    expect(lines[0]!.description).toContain('reference JOB-2');
    expect(await openBasket()).toMatchObject({ selectedBranchId: tradeHub.branch.id, fulfilmentOptionId: 5 });
    expect((await openBasket()).expiryDate?.toISOString()).toBe('2026-03-02T10:05:00.000Z');
  });

  it('by-box at a merchant without by-box is not on offer', async () => {
    const response = await t.post(admin, '/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: 5 });
    expect(response.statusCode).toBe(422);
  });

  it('an organisation without by-box enabled is refused', async () => {
    const tradeHub = await nearestByBoxBranch();
    await t.post(admin, '/SparesAvailability/Select', { branchId: tradeHub.branch.id, fulfilmentOptionId: 5 });
    await t.db.update(organisations).set({ byBoxEnabled: false }).where(eq(organisations.id, demoOrganisationIds.acme));
    try {
      expect((await addByBox({ byBoxLocationId: 1, byBoxReference: 'JOB-3' })).statusCode).toBe(422);
      expect((await t.post(admin, '/SparesAvailability/Select', { branchId: tradeHub.branch.id, fulfilmentOptionId: 5 })).statusCode).toBe(422);
    } finally {
      await t.db.update(organisations).set({ byBoxEnabled: true }).where(eq(organisations.id, demoOrganisationIds.acme));
    }
  });

  it('another organisation\'s user cannot add to a basket it has not accepted', async () => {
    expect((await addByBox({ byBoxLocationId: 1, byBoxReference: 'X' }, fresh)).statusCode).toBe(422);
  });

  it.each([
    ['a reference over 20 characters', { byBoxLocationId: 1, byBoxReference: 'R'.repeat(21) }, 400],
    ['no reference', { byBoxLocationId: 1 }, 400],
    ['a blank reference', { byBoxLocationId: 1, byBoxReference: '   ' }, 400],
    ['no location', { byBoxReference: 'JOB' }, 400],
    ['a location as text', { byBoxLocationId: 'one', byBoxReference: 'JOB' }, 400],
    ['an unknown location', { byBoxLocationId: 999_999, byBoxReference: 'JOB' }, 404],
  ])('refuses %s', async (_name, payload, status) => {
    expect((await addByBox(payload)).statusCode).toBe(status);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/ByBox/AddByBoxLine', payload: { byBoxLocationId: 1, byBoxReference: 'J' } })).statusCode).toBe(401);
  });
});
