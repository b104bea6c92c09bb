import type { branchStock, branches, products, supplierPrices } from '../schema/index';

type ProductRow = typeof products.$inferInsert;
type BranchRow = typeof branches.$inferInsert;

/** A general product; the image follows the media route's naming ('/images/products/{mpn}.svg'). */
export function productRow(overrides: Partial<ProductRow> & Pick<ProductRow, 'mpn' | 'description' | 'pricePence'>): ProductRow {
  return {
    manufacturerId: null,
    classificationId: null,
    partTypeId: null,
    buyingGroupCostPence: overrides.pricePence === 0 ? null : Math.round(overrides.pricePence * 0.9),
    imageUrl: `/images/products/${overrides.mpn}.svg`,
    isSpare: false,
    isCashBack: false,
    isSpecialOffer: false,
    isGenuine: true,
    ...overrides,
  };
}

/** A branch in Leeds (LS11) unless told otherwise; the coordinates are the district centroid the geocoder uses. */
export function branchRow(overrides: Partial<BranchRow> & Pick<BranchRow, 'supplierId' | 'name' | 'supplierCode'>): BranchRow {
  return {
    address1: 'Unit 1, Leeds Trade Park',
    address2: null,
    address3: null,
    address4: 'West Yorkshire',
    town: 'Leeds',
    postcode: 'LS11 5DX',
    telephone: '0113 496 0000',
    email: `${overrides.supplierCode.toLowerCase()}@branches.test`,
    latitude: 53.78,
    longitude: -1.552,
    isExpressOpen: false,
    ...overrides,
  };
}

export const supplierPriceRow = (supplierId: number, productId: number, pricePence: number): typeof supplierPrices.$inferInsert => ({ supplierId, productId, pricePence });
export const branchStockRow = (branchId: number, productId: number, qty: number): typeof branchStock.$inferInsert => ({ branchId, productId, qty });
