import type { FilterAttribute, ProductCard, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import type { FavouriteProduct, RecentlyOrderedLine, RequestedProduct } from '@sparesfinder/contracts/lists';

/** The demo world's anchor spare part (DEMO_DATA.md): CAL-87161, £48.50 ex VAT, fits Caldera Combi 30i. */
export const productCard = (overrides: Partial<ProductCard> = {}): ProductCard => {
  const id = overrides.productId ?? 101;
  const mpn = overrides.mpn ?? 'CAL-87161';
  const image = overrides.imageUrl ?? `/images/products/${id}.svg`;
  return {
    productId: id,
    itemID: id,
    partId: id,
    mpn,
    manufactureCode: mpn,
    manufacturerCode: mpn,
    description: 'Diverter valve assembly 0020012345',
    img_url: image,
    imageUrl: image,
    imageUrlDisplayString: image,
    price: 48.5,
    buyingGroupCost: null,
    man: 'Caldera',
    manid: 1,
    manufacturerName: 'Caldera',
    app: 'Caldera Combi 30i',
    appid: 7,
    appgc: '4799901',
    pgcn: '4799901',
    diagram_placement_ref: null,
    isCashBack: false,
    isSpecialOffer: false,
    isInStock: true,
    liked: false,
    qty: 0,
    createdOn: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
};

export const obsoleteCard = () =>
  productCard({
    productId: 102,
    mpn: 'CAL-OBS-001',
    description: 'Obsolete fan assembly',
    price: 0,
    isInStock: false,
    app: null,
    appid: null,
    appgc: null,
    pgcn: null,
  });

export const filterGroup = (
  attributeId: number,
  attributeName: string,
  values: [string, number][],
): FilterAttribute => ({
  attributeId,
  attributeName,
  number: values.reduce((sum, [, count]) => sum + count, 0),
  values: values.map(([value, number]) => ({ value, number, selected: false })),
});

export const searchResponse = (overrides: Partial<SearchIndexResponse> = {}): SearchIndexResponse => ({
  collection: [productCard()],
  count: 1,
  counts: { classifications: [], approximate: false },
  filters: [],
  ...overrides,
});

export const favourite = (overrides: Partial<FavouriteProduct> = {}): FavouriteProduct => ({
  ...productCard({ liked: true }),
  id: 1,
  itemId: 101,
  ...overrides,
});

export const requestedProduct = (overrides: Partial<RequestedProduct> = {}): RequestedProduct => ({
  id: 1,
  createdOn: '2026-11-20T09:30:00.000Z',
  manufacturerPartNumber: 'CAL-OBS-001',
  description: 'Obsolete fan assembly for older Caldera boilers 123456',
  imageUrl: null,
  iBasisAppliance: 'Caldera Combi 30i',
  productId: 102,
  ...overrides,
});

export const recentlyOrderedLine = (overrides: Partial<RecentlyOrderedLine> = {}): RecentlyOrderedLine => ({
  id: 1,
  basketKey: '6f1c9a62-5a7e-4a0e-9d1b-2f6a7b0c1d2e',
  orderId: 5001,
  orderDate: '2026-10-01T12:00:00.000Z',
  productId: 101,
  manufacturerCode: 'CAL-87161',
  description: 'Diverter valve assembly',
  imageUrl: null,
  manufacturer: 'Caldera',
  qty: 2,
  price: 48.5,
  iBasisManId: 1,
  iBasisAppliance: null,
  iBasisApplianceId: null,
  iBasisGCN: null,
  iBasisApplianceGC: null,
  ...overrides,
});

/** Every card reads the configuration for enableGoogleAnalytics (features/analytics); off unless a test turns it on. */
export const configurationRoute = (enableGoogleAnalytics = false) => ({
  'GET /Configuration/GetConfigurationVariables': { enableGoogleAnalytics, isDev: false },
});

/** A spares finder part card (contracts/spares PartCard) as GetParts answers it: CAL-87161 on the Combi 30i. */
export const sparesPartCard = (overrides: Record<string, unknown> = {}) => ({
  itemid: 1,
  mpn: 'CAL-87161',
  description: 'Diverter valve assembly',
  img_url: '/images/products/CAL-87161.svg',
  manid: 1,
  man: 'Caldera',
  app: 'Caldera Combi 30i',
  appid: 1,
  pgcn: '4799901',
  appgc: '4799901',
  price: 48.5,
  cost: 43.65,
  qty: 0,
  liked: false,
  diagram_placement_ref: '1',
  part_type_id: 3,
  part_type: 'Diverter Valve',
  ...overrides,
});
