import { describe, expect, it } from 'vitest';
import { product } from './availability-fixtures';
import { lineEntries, type AvailabilityLine, type MerchantContext } from './product-entries';

const genuine = product(1, 'CAL-87161');
const merchantEquivalent = product(4, 'HLM-CAL87161', { isGenuine: false, listPricePence: 3900 });
const genuineEquivalent = product(5, 'OEM-87161', { listPricePence: 4400 });

const line: AvailabilityLine = {
  manufacturerCode: 'CAL-87161',
  qty: 3,
  product: genuine,
  alternatives: [
    { kind: 'genuine_equivalent', product: genuineEquivalent, supplierId: null },
    { kind: 'merchant_equivalent', product: merchantEquivalent, supplierId: 1 },
  ],
};

const merchant = (overrides: Partial<MerchantContext> = {}): MerchantContext => ({
  supplierId: 1,
  merchantPricePence: (id) => (id === 1 ? 4700 : null),
  purchaser: { buyingGroupStatusId: 0 },
  preferNonGenuineParts: false,
  ...overrides,
});
const supply = (stock: Record<number, number>) => ({ fulfilmentOptionId: 0, unitsOf: (id: number) => stock[id] ?? 0 });
const summary = (entries: ReturnType<typeof lineEntries>) => entries.map((e) => `${e.manufacturerCode}:${e.availableQty}${e.show ? '*' : ''}`);

describe('lineEntries', () => {
  it.each<[string, Record<number, number>, Partial<MerchantContext>, string[]]>([
    ['fully stocked genuine: no alternatives offered', { 1: 5, 4: 9, 5: 9 }, {}, ['CAL-87161:3*']],
    ['partial stock: alternatives in stock follow, the first that covers the line is shown', { 1: 2, 4: 9, 5: 9 }, {}, ['CAL-87161:2', 'OEM-87161:3*', 'HLM-CAL87161:3']],
    ['out of stock, alternatives short too: the genuine line stays shown', { 4: 1 }, {}, ['CAL-87161:0*', 'HLM-CAL87161:1']],
    ['alternatives without stock are not offered', { 1: 1 }, {}, ['CAL-87161:1*']],
    ['prefers non-genuine: non-genuine first and shown even when genuine is stocked', { 1: 5, 4: 9, 5: 9 }, { preferNonGenuineParts: true }, ['HLM-CAL87161:3*', 'CAL-87161:3', 'OEM-87161:3']],
    ['prefers non-genuine but it is short: the first covering entry is shown', { 1: 5, 4: 1 }, { preferNonGenuineParts: true }, ['HLM-CAL87161:1', 'CAL-87161:3*']],
    ['a merchant equivalent of another merchant is never offered', { 4: 9, 5: 0 }, { supplierId: 2 }, ['CAL-87161:0*']],
  ])('%s', (_name, stock, overrides, expected) => expect(summary(lineEntries(line, supply(stock), merchant(overrides)))).toEqual(expected));

  it('fills every field of the spec 3 §3 product entry', () => {
    const [own, alternative] = lineEntries(line, supply({ 1: 2, 5: 3 }), merchant());
    expect(own).toEqual({
      manufacturerCode: 'CAL-87161',
      manufacturerNumber: 1,
      originalManufacturerCode: 'CAL-87161',
      productName: 'Part CAL-87161',
      description: 'Part CAL-87161',
      imageUrl: null,
      qty: 3,
      availableQty: 2,
      available: false,
      inStock: true,
      pricePence: 4700,
      displayedPricePence: 4850,
      properties: { fulfilmentOptionId: 0 },
      isGenuine: true,
      isGenuineEquivalent: false,
      isMerchantEquivalent: false,
      alternativeItem: false,
      itemSupplierCode: '1-CAL-87161',
      show: false,
    });
    expect(alternative).toMatchObject({ manufacturerCode: 'OEM-87161', originalManufacturerCode: 'CAL-87161', isGenuineEquivalent: true, alternativeItem: true, available: true, show: true });
  });

  it.each([
    ['a non-member pays the merchant price', 0, 4700],
    ['a buying-group member pays the group cost when lower', 2, 4200],
  ])('%s (pricePaidPence)', (_name, buyingGroupStatusId, pricePence) => {
    const memberLine = { ...line, product: { ...genuine, buyingGroupCostPence: 4200 } };
    const [own] = lineEntries(memberLine, supply({ 1: 5 }), merchant({ purchaser: { buyingGroupStatusId } }));
    expect(own?.pricePence).toBe(pricePence);
  });

  it('an unpriced product falls back to the catalogue price', () => {
    const [own] = lineEntries(line, supply({ 1: 5 }), merchant({ merchantPricePence: () => null }));
    expect(own?.pricePence).toBe(4850);
  });
});
