import type { DeliveryQuote } from '@sparesfinder/contracts/delivery-quote';
import type { SaveForLaterItem, SavedPartsOrder } from '@sparesfinder/contracts/save-for-later';
import { basketLine, basketWith } from './fixtures';

/** Acme's demo basket (DEMO_DATA.md): CAL-87161 × 2 and GEN-15MM-ISO × 3. */
export const demoBasket = () =>
  basketWith([
    basketLine({ id: 11, qty: 2, imageUrl: '/images/products/CAL-87161.svg' }),
    basketLine({
      id: 12,
      manufacturerCode: 'GEN-15MM-ISO',
      description: '15mm isolating valve 123456',
      qty: 3,
      cost: 4.2,
      displayedCost: 4.2,
      manufacturer: 'Generic',
    }),
  ]);

export const savedItem = (overrides: Partial<SaveForLaterItem> = {}): SaveForLaterItem => ({
  id: 301,
  orgID: 10,
  imageUrl: null,
  title: null,
  dateTime: '2025-06-03T09:05:00Z',
  manufacturerCode: 'CAL-22010',
  qty: 1,
  description: 'Pressure relief valve',
  orderReference: null,
  iBasisManId: null,
  iBasisAppliance: null,
  iBasisApplianceGC: null,
  iBasisApplianceId: null,
  iBasisGCN: null,
  manufacturer: 'Caldera',
  price: 12.5,
  ...overrides,
});

export const savedOrder = (overrides: Partial<SavedPartsOrder> = {}): SavedPartsOrder => ({
  username: 'Alex Morgan',
  dateTime: '2025-12-31T23:59:00Z',
  orderReference: 'JOB-1042',
  title: null,
  items: 3,
  saveForLaters: [
    savedItem({ id: 401, orderReference: 'JOB-1042' }),
    savedItem({ id: 402, orderReference: 'JOB-1042', manufacturerCode: 'CAL-OBS-001', price: 0 }),
    savedItem({ id: 403, orderReference: 'JOB-1042', manufacturerCode: 'GEN-15MM-ISO', price: 4.2 }),
  ],
  ...overrides,
});

export const deliveryQuote = (overrides: Partial<DeliveryQuote> = {}): DeliveryQuote => ({
  quoteId: 9001,
  courierCode: 'GOPHR',
  deliveryProviderTypeId: 1,
  name: 'GOPHR', // as the server sends it: the delivery type's name is the courier code (seed reference-data.ts)
  description: 'Courier collects from the branch and delivers to your address.',
  imageUrl: '/images/delivery/gophr.svg',
  deliveryMinutes: 90,
  distanceMiles: 3.2,
  priceNet: 12.46,
  priceWithVat: 14.95,
  expiresAt: '2030-01-01T12:00:00Z',
  ...overrides,
});

/** The basket page's calls, answered for the demo basket; override any. */
export const basketPageRoutes = () => ({
  'GET /Basket/GetBasketForUser': demoBasket(),
  'GET /SaveForLater/GetSaveForLaters': { collection: [savedItem()] },
  'GET /SaveForLater/GetSavedParts': { collection: [savedOrder()] },
});
