import { describe, expect, it } from 'vitest';
import { product, tradeCounterHours } from './availability-fixtures';
import { computeBranchAvailability, type BranchAvailabilityInput } from './branch-availability';

const genuine = product(1, 'CAL-87161');
const valve = product(3, 'GEN-15MM-ISO', { listPricePence: 350 });
const equivalent = product(4, 'HLM-CAL87161', { isGenuine: false, listPricePence: 3900 });

function input(overrides: Partial<BranchAvailabilityInput> = {}, stock: Record<number, number> = { 1: 2, 3: 10 }): BranchAvailabilityInput {
  return {
    now: new Date('2026-03-02T10:00:00Z'), // Monday 10:00
    branch: { openingHours: tradeCounterHours, isExpressOpen: false, sameDayDeliveryTypeIds: [], expressCutoffMinute: 15 * 60 },
    supplier: { id: 1, sameDayPickMinutes: 30, leadTimeDays: 2, deliversNextDay: true, deliveryCutoffMinute: 16 * 60, byBoxDelivery: false },
    byBoxAllowed: false,
    lines: [
      { manufacturerCode: 'CAL-87161', qty: 2, product: genuine, alternatives: [{ kind: 'merchant_equivalent', product: equivalent, supplierId: null }] },
      { manufacturerCode: 'GEN-15MM-ISO', qty: 4, product: valve, alternatives: [] },
    ],
    onHand: (id) => stock[id] ?? 0,
    merchant: { merchantPricePence: (id) => ({ 1: 4700, 3: 320, 4: 3800 })[id] ?? null, purchaser: { buyingGroupStatusId: 0 }, preferNonGenuineParts: false },
    ...overrides,
  };
}
const optionIds = (result: ReturnType<typeof computeBranchAvailability>) => result.fulfilmentOptions.map((option) => option.id);

describe('computeBranchAvailability', () => {
  it('a stocked branch on Monday morning: four slots, options by date, same day the default', () => {
    const result = computeBranchAvailability(input());
    expect(result.sameDayDateTime?.toISOString()).toBe('2026-03-02T10:30:00.000Z');
    expect(result.sameDayAvailability.map((entry) => [entry.manufacturerCode, entry.availableQty, entry.properties.fulfilmentOptionId])).toEqual([['CAL-87161', 2, 0], ['GEN-15MM-ISO', 4, 0]]);
    expect(result.quantities.sameDay).toEqual({ availableQty: 6, requestedQty: 6, hasAlternative: false });
    expect(optionIds(result)).toEqual([0, 1, 2, 3]); // Mon 10:30, Tue 9:30, Tue 17:00, Wed 9:30
    expect(result.defaultFulfilmentOptionId).toBe(0);
    expect(result.mostAvailable).toBe(6);
    expect(result.fulfilmentOptions[0]).toMatchObject({ dateText: 'Mon 2nd Mar', totalPence: 2 * 4700 + 4 * 320 });
  });

  it('partial stock: same day short, the future date orders in what the merchant prices', () => {
    const result = computeBranchAvailability(input({}, { 1: 1 }));
    expect(result.quantities.sameDay).toMatchObject({ availableQty: 1, requestedQty: 6 });
    expect(result.quantities.futureDate).toMatchObject({ availableQty: 6 });
    expect(result.mostAvailable).toBe(6);
    expect(result.defaultFulfilmentOptionId).toBe(0); // the earliest slot with any stock
  });

  it('no stock of the basket but an alternative on hand: the default is the earliest with alternatives', () => {
    const unpriced = input({ merchant: { ...input().merchant, merchantPricePence: () => null } }, { 4: 5 });
    const result = computeBranchAvailability(unpriced);
    expect(result.quantities.sameDay).toEqual({ availableQty: 0, requestedQty: 6, hasAlternative: true });
    expect(result.defaultFulfilmentOptionId).toBe(0);
    expect(result.sameDayAvailability.find((entry) => entry.alternativeItem)).toMatchObject({ manufacturerCode: 'HLM-CAL87161', originalManufacturerCode: 'CAL-87161', isMerchantEquivalent: true, show: true });
  });

  it('nothing in stock, nothing priced, no alternatives: no default, mostAvailable 0', () => {
    const result = computeBranchAvailability(input({ merchant: { ...input().merchant, merchantPricePence: () => null } }, {}));
    expect(result.mostAvailable).toBe(0);
    expect(result.defaultFulfilmentOptionId).toBeNull();
  });

  it('Sunday: no same-day slot or option; the next day (Monday) is the default', () => {
    const result = computeBranchAvailability(input({ now: new Date('2026-03-08T10:00:00Z') }));
    expect(result.sameDayAvailability).toEqual([]);
    expect(result.sameDayDateTime).toBeNull();
    expect(optionIds(result)).not.toContain(0);
    expect(result.defaultFulfilmentOptionId).toBe(1);
  });

  const express = { openingHours: tradeCounterHours, isExpressOpen: true, sameDayDeliveryTypeIds: [1], expressCutoffMinute: 15 * 60 };
  it.each<[string, Partial<BranchAvailabilityInput>, boolean]>([
    ['open express branch with delivery types, today, before the cut-off', { branch: express }, true],
    ['after the express cut-off', { branch: express, now: new Date('2026-03-02T15:00:00Z') }, false],
    ['not express-open', { branch: { ...express, isExpressOpen: false } }, false],
    ['no same-day delivery types', { branch: { ...express, sameDayDeliveryTypeIds: [] } }, false],
    ['no same-day slot (Saturday afternoon)', { branch: express, now: new Date('2026-03-07T13:00:00Z') }, false],
  ])('express same-day (option 4): %s → %s', (_name, overrides, offered) => {
    expect(optionIds(computeBranchAvailability(input(overrides))).includes(4)).toBe(offered);
  });

  const byBoxSupplier = { ...input().supplier, id: 4, byBoxDelivery: true };
  it.each<[string, Partial<BranchAvailabilityInput>, boolean]>([
    ['by-box merchant, organisation enabled and flag on', { supplier: byBoxSupplier, byBoxAllowed: true }, true],
    ['organisation or flag off', { supplier: byBoxSupplier, byBoxAllowed: false }, false],
    ['another merchant', { supplier: { ...byBoxSupplier, byBoxDelivery: false }, byBoxAllowed: true }, false],
  ])('by-box (option 5): %s → %s', (_name, overrides, offered) => {
    const result = computeBranchAvailability(input(overrides));
    expect(optionIds(result).includes(5)).toBe(offered);
    if (offered) expect(result.fulfilmentOptions.find((option) => option.id === 5)?.dateTime).toEqual(result.nextDayDateTime);
  });

  it('a merchant that does not deliver has no next-day delivery slot or option 2', () => {
    const result = computeBranchAvailability(input({ supplier: { ...input().supplier, deliversNextDay: false } }));
    expect(result.nextDayDelivery).toEqual([]);
    expect(optionIds(result)).not.toContain(2);
  });

  it('an empty basket offers no options', () => {
    const result = computeBranchAvailability(input({ lines: [] }));
    expect(result.fulfilmentOptions).toEqual([]);
    expect(result.defaultFulfilmentOptionId).toBeNull();
  });
});
