import { z } from 'zod';
import { orderHistoryPageSize } from '@sparesfinder/domain/orders/order-history-paging';
import { orderStatuses } from '@sparesfinder/domain/orders/order-status';
import { BasketLine } from './basket';
import { IdParam } from './common';

/**
 * spec 1 §3 Order, §7 Orders and invoices. An order is a placed basket (decision 002), addressed by its basketKey.
 * Money is pounds with 2 decimals (ex VAT unless named WithVat); dates ISO 8601 UTC.
 */

const caseBlind = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (typeof value === 'string' ? values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? value : value), z.enum(values));

/** POST /Orders/PreviousOrders (spec 1 §7; sort properties and page size spec 1 §9). */
export const PreviousOrdersRequest = z.object({
  searchText: z.string().trim().max(50).nullish(),
  sortDir: caseBlind(['ASC', 'DESC'] as const).default('DESC'),
  sortProp: caseBlind(['OrderDate', 'SupplierName'] as const).default('OrderDate'),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(orderHistoryPageSize),
});
export type PreviousOrdersRequest = z.input<typeof PreviousOrdersRequest>;

export const OrderSupplier = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  termsOfSaleLink: z.string().nullable(),
  showPreferredCollectionBranch: z.boolean(),
});

export const OrderBranch = z.object({ id: z.number().int(), name: z.string(), supplier: OrderSupplier });

export const OrderStatus = z.enum(orderStatuses);

/** One row of order history: the order without its lines, with its item count (spec 1 §4). */
export const OrderSummary = z.object({
  basketKey: z.string().uuid(),
  basketId: z.number().int(),
  orderId: z.number().int().nullable(),
  supplierOrderNumber: z.string().nullable(),
  customerOrderNo: z.string().nullable(),
  orderDate: z.string().nullable(),
  createdOn: z.string(),
  selectedBranch: OrderBranch.nullable(),
  totalCost: z.number(),
  totalCostWithVat: z.number(),
  totalDisplayedCost: z.number(),
  totalDisplayedCostWithVat: z.number(),
  paymentMethodTypeId: z.number().int().nullable(),
  paymentMethodType: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isDelivery: z.boolean(),
  itemCount: z.number().int(),
  /** The merchant's progress (ours: spec 1 §4 leaves the values open). */
  status: OrderStatus,
  statusUpdatedAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const PreviousOrdersResponse = z.object({ collection: z.array(OrderSummary), totalRecords: z.number().int().nonnegative() });
export type PreviousOrdersResponse = z.infer<typeof PreviousOrdersResponse>;

/** The order's details (spec 1 §3 Order): lines, payment, fulfilment and contact. */
export const OrderDetail = OrderSummary.extend({
  lines: z.array(BasketLine),
  accountNumber: z.string().nullable(),
  /** Ours (issue #44): the account charged ('merchant', 'trade-credit'; null for card only) and what the card paid. */
  chargedAccountKind: z.enum(['merchant', 'trade-credit']).nullable(),
  cardAmount: z.number().nullable(),
  collectFromBranchOn: z.string().nullable(),
  /**
   * The fulfilment option accepted on the availability page (spec 3 §4.1 ids 0-5): whether a collection is next-day
   * (1) or booked for a later date (3) decides the order's collection note (domain order-text). Null if none recorded.
   */
  fulfilmentOptionId: z.number().int().min(0).max(5).nullable(),
  preferredCollectionBranch: z.string().nullable(),
  contactName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  town: z.string().nullable(),
  postCode: z.string().nullable(),
  quoteId: z.number().int(),
  deliveryQuote: z.object({ publicTrackerUrl: z.string().nullable() }).nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** GET /Orders/GetOrder?basketKey, GET /Orders/CheckRestriction?basketKey, the invoice download. */
export const OrderKeyQuery = z.object({ basketKey: z.string().uuid() });
/** POST /Orders/Order {basketKey}: the same detail (spec 1 §7 names the call, not its shape). */
export const OrderKeyRequest = OrderKeyQuery;

/** GET /Orders/CheckRestriction: whether the order's merchant may be ordered from again (spec 3 §8 restricted supplier). */
export const CheckRestrictionResponse = z.object({ isRestricted: z.boolean(), message: z.string().nullable() });
export type CheckRestrictionResponse = z.infer<typeof CheckRestrictionResponse>;

/** GET /Branch/GetBranch?branchId (spec 1 §3 Branch detail). Times 'HH:mm' (UK), null when closed. */
export const BranchQuery = z.object({ branchId: IdParam });
export const BranchDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  supplierName: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  town: z.string(),
  postCode: z.string(),
  telephone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  mondayOpeningTime: z.string().nullable(),
  mondayClosingTime: z.string().nullable(),
  saturdayOpeningTime: z.string().nullable(),
  saturdayClosingTime: z.string().nullable(),
});
export type BranchDetail = z.infer<typeof BranchDetail>;

/** GET /PaymentInvoiceCreditNote/GetByBasketId?basketId (spec 1 §3 Credit note). */
export const CreditNotesQuery = z.object({ basketId: IdParam });
export const CreditNote = z.object({ creditDate: z.string(), identifier: z.string() });
export const CreditNotesResponse = z.object({ collection: z.array(CreditNote) });
export type CreditNotesResponse = z.infer<typeof CreditNotesResponse>;
export const CreditNotePdfQuery = z.object({ identifier: z.string().trim().min(1).max(40) });

/** spec 1 §5: dd/MM/yyyy, both required ('type' is fixed to the one PDF zip option, spec 1 §9). */
const exportDate = (label: string) =>
  z.string({ error: `${label} date is required` }).trim().min(1, `${label} date is required`).regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Use the format dd/MM/yyyy');

/** POST /Basket/BatchDownloadInvoice {from, to, taskId}: starts the export; taskId makes a retry the same export. */
export const BatchDownloadInvoiceRequest = z.object({
  from: exportDate('From'),
  to: exportDate('To'),
  taskId: z.string().trim().min(1).max(60),
  type: z.string().max(40).optional(),
});
export type BatchDownloadInvoiceRequest = z.input<typeof BatchDownloadInvoiceRequest>;
export const BatchDownloadInvoiceResponse = z.object({ success: z.boolean(), message: z.string() });

/** GET /Basket/IsExportedOrderValid?fileId and the downloads. */
export const ExportFileQuery = z.object({ fileId: z.string().uuid() });
export const ExportValidityResponse = z.object({ isValid: z.boolean(), expiresAt: z.string().nullable(), orderCount: z.number().int().nullable() });
export type ExportValidityResponse = z.infer<typeof ExportValidityResponse>;
