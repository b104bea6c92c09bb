import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import type { basketLines, baskets } from '../schema/index';

type BasketRow = typeof baskets.$inferInsert;
type BasketLineRow = typeof basketLines.$inferInsert;

/** An open basket with every optional column set to null (bulk inserts need every row to name the same columns). */
export function basketRow(overrides: Partial<BasketRow> & Pick<BasketRow, 'organisationId' | 'userId'>): BasketRow {
  return {
    status: basketStatuses.open,
    version: 1,
    customerOrderNo: null,
    fulfillmentPostcode: null,
    quoteId: 0,
    selectedBranchId: null,
    isDelivery: false,
    collectFromBranchOn: null,
    expiryDate: null,
    discountCode: null,
    orderId: null,
    supplierOrderNumber: null,
    orderDate: null,
    paymentMethodTypeId: null,
    accountNumber: null,
    contactName: null,
    mobileNumber: null,
    telephoneNumber: null,
    address1: null,
    address2: null,
    town: null,
    postCode: null,
    preferredCollectionBranch: null,
    publicTrackerUrl: null,
    totalCostPence: null,
    totalCostWithVatPence: null,
    orderStatus: 'placed',
    orderStatusUpdatedAt: null,
    ...overrides,
  };
}

/** A product line (type 1) unless the caller says otherwise; displayed cost defaults to the cost. */
export function basketLineRow(
  overrides: Partial<BasketLineRow> & Pick<BasketLineRow, 'basketId' | 'manufacturerCode' | 'description' | 'costPence'>,
): BasketLineRow {
  return {
    productId: null,
    basketLineTypeId: basketLineTypeIds.product,
    qty: 1,
    displayedCostPence: overrides.costPence,
    imageUrl: null,
    manufacturer: null,
    iBasisManId: null,
    iBasisAppliance: null,
    iBasisApplianceId: null,
    iBasisGcn: null,
    iBasisApplianceGc: null,
    ...overrides,
  };
}
