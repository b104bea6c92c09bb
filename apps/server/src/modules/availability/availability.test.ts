import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BranchAvailability, GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import { distanceMiles } from '@sparesfinder/domain/geo-distance';
import { pricePaidPence } from '@sparesfinder/domain/pricing/price-paid';
import { organisations, products, supplierPrices } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { useSignedInApp } from '../../test/signed-in-app';

// Monday 2 March 2026, 10:00 UK time (GMT): every slot is open at a trade counter.
const t = useSignedInApp({ as: ['admin', 'fresh'], clock: fixedClock('2026-03-02T10:00:00Z') });
const { admin, fresh } = t.sessions;
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };
const getAvailability = (session = admin, payload: object = leeds) => t.post(session, '/SparesAvailability/GetAvailability', payload);

describe('POST /SparesAvailability/GetAvailability', () => {
  it('answers every nearby branch nearest first, with the basket priced by each branch\'s merchant', async () => {
    expect((await t.post(admin, '/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 2 })).statusCode).toBe(200);
    const response = await getAvailability();
    expect(response.statusCode).toBe(200);
    const { branches } = response.json<GetAvailabilityResponse>();
    expect(branches).toHaveLength(24); // the mini world's branches, under the limit of 50
    const distances = branches.map((result) => result.branch.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(branches[0]?.branch).toMatchObject({ id: 1, name: 'Heatline Leeds South', supplierID: 1, isExpressOpen: true });
    expect(branches[0]?.branch.distanceMiles).toBeCloseTo(distanceMiles(leeds, { latitude: 53.78, longitude: -1.552 }), 1);

    // Independent check of the one price function: merchant 1's price for Acme, through pricePaidPence.
    const [product] = await t.db.select({ id: products.id, listPricePence: products.pricePence, buyingGroupCostPence: products.buyingGroupCostPence }).from(products).where(eq(products.mpn, 'CAL-87161'));
    const [acme] = await t.db.select({ buyingGroupStatusId: organisations.buyingGroupStatusId }).from(organisations).where(eq(organisations.id, 1));
    const [merchantPrice] = await t.db.select({ pricePence: supplierPrices.pricePence }).from(supplierPrices).where(and(eq(supplierPrices.supplierId, 1), eq(supplierPrices.productId, product?.id ?? 0)));
    const expectedPence = pricePaidPence(product!, acme!, merchantPrice?.pricePence);

    const heatline = branches[0] as BranchAvailability;
    expect(heatline.status).toBe('available');
    expect(heatline.sameDayDateTime).toBe('2026-03-02T10:30:00.000Z');
    const entry = heatline.sameDayAvailability.find((candidate) => !candidate.alternativeItem);
    expect(entry).toMatchObject({ manufacturerCode: 'CAL-87161', qty: 2, price: expectedPence / 100, properties: { fulfilmentOptionId: 0 } });
    expect(heatline.fulfilmentOptions.map((option) => option.id)).toEqual(expect.arrayContaining([0, 1, 3]));
    expect(heatline.fulfilmentOptions[0]).toMatchObject({ id: 0, dateText: 'Mon 2nd Mar' });
    // Branch 1 is express-open with same-day delivery types, before the 15:00 cut-off: option 4 is offered.
    expect(heatline.fulfilmentOptions.map((option) => option.id)).toContain(4);
    expect(heatline.branch.branchSameDayDeliveryTypes.length).toBeGreaterThan(0);
  });

  it('offers by-box (option 5) at TradeHub only when the organisation has it enabled', async () => {
    const tradeHub = (await getAvailability()).json<GetAvailabilityResponse>().branches.find((result) => result.branch.supplierID === 4);
    expect(tradeHub).toBeDefined();
    const acme = await t.db.select({ byBoxEnabled: organisations.byBoxEnabled }).from(organisations).where(eq(organisations.id, 1));
    expect(tradeHub?.fulfilmentOptions.some((option) => option.id === 5)).toBe(acme[0]?.byBoxEnabled === true);
    await t.db.update(organisations).set({ byBoxEnabled: !acme[0]?.byBoxEnabled }).where(eq(organisations.id, 1));
    const again = (await getAvailability()).json<GetAvailabilityResponse>().branches.find((result) => result.branch.supplierID === 4);
    expect(again?.fulfilmentOptions.some((option) => option.id === 5)).toBe(!acme[0]?.byBoxEnabled);
    await t.db.update(organisations).set({ byBoxEnabled: acme[0]?.byBoxEnabled ?? false }).where(eq(organisations.id, 1));
  });

  it('reads only the caller\'s own basket: another organisation sees none of Acme\'s lines', async () => {
    const { branches } = (await getAvailability(fresh)).json<GetAvailabilityResponse>();
    expect(branches.length).toBeGreaterThan(0);
    for (const result of branches) {
      expect([...result.sameDayAvailability, ...result.nextDayAvailability, ...result.futureDateAvailability]).toEqual([]);
      expect(result.fulfilmentOptions).toEqual([]);
    }
  });

  it.each([
    ['latitude out of range', { ...leeds, latitude: 200 }],
    ['longitude missing', { latitude: 53.78, postCode: 'LS11 5AB' }],
    ['latitude as text', { ...leeds, latitude: 'north' }],
    ['a postcode too long', { ...leeds, postCode: 'LS11 5AB LS11 5AB' }],
  ])('refuses a bad location (%s) with 400', async (_name, payload) => {
    expect((await getAvailability(admin, payload)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/SparesAvailability/GetAvailability', payload: leeds });
    expect(response.statusCode).toBe(401);
  });
});
