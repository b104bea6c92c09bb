import type { BasketLine } from '@sparesfinder/contracts/basket';
import type { BranchDetail, OrderDetail, OrderSummary } from '@sparesfinder/contracts/orders';
import { toIsoDateTime, toIsoDateTimeOrNull } from '@sparesfinder/domain/dates';
import { addVat, penceToPounds } from '@sparesfinder/domain/money';
import { isOrderStatus, type OrderStatus } from '@sparesfinder/domain/orders/order-status';
import type { OrderDocumentsRepository } from './order-documents.repository';
import type { OrderRow } from './orders.repository';

/** A placed basket as order history lists it (spec 1 §3 Order); money leaves as pounds. */
export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    basketKey: row.basketKey,
    basketId: row.id,
    orderId: row.orderId,
    supplierOrderNumber: row.supplierOrderNumber,
    customerOrderNo: row.customerOrderNo,
    orderDate: toIsoDateTimeOrNull(row.orderDate),
    createdOn: toIsoDateTime(row.createdAt),
    selectedBranch:
      row.branchId !== null && row.supplierId !== null
        ? {
            id: row.branchId,
            name: row.branchName ?? '',
            supplier: {
              id: row.supplierId,
              name: row.supplierName ?? '',
              imageUrl: row.supplierImageUrl ?? '',
              termsOfSaleLink: row.termsOfSaleLink,
              showPreferredCollectionBranch: row.showPreferredCollectionBranch ?? false,
            },
          }
        : null,
    totalCost: penceToPounds(row.costPence),
    totalCostWithVat: penceToPounds(addVat(row.costPence)),
    totalDisplayedCost: penceToPounds(row.displayedCostPence),
    totalDisplayedCostWithVat: penceToPounds(addVat(row.displayedCostPence)),
    paymentMethodTypeId: row.paymentMethodTypeId,
    paymentMethodType: row.paymentMethodTypeId !== null && row.paymentMethodTypeName !== null ? { id: row.paymentMethodTypeId, name: row.paymentMethodTypeName } : null,
    isDelivery: row.isDelivery,
    itemCount: row.itemCount,
    status: orderStatusOf(row),
    statusUpdatedAt: toIsoDateTimeOrNull(row.orderStatusUpdatedAt),
  };
}

export function toOrderDetail(row: OrderRow, lines: BasketLine[]): OrderDetail {
  return {
    ...toOrderSummary(row),
    lines,
    accountNumber: row.accountNumber,
    chargedAccountKind: row.chargedAccountKind === 'merchant' || row.chargedAccountKind === 'trade-credit' ? row.chargedAccountKind : null,
    cardAmount: row.cardAmountPence === null ? null : penceToPounds(row.cardAmountPence),
    collectFromBranchOn: toIsoDateTimeOrNull(row.collectFromBranchOn),
    fulfilmentOptionId: row.fulfilmentOptionId,
    preferredCollectionBranch: row.preferredCollectionBranch,
    contactName: row.contactName,
    mobileNumber: row.mobileNumber,
    address1: row.address1,
    address2: row.address2,
    town: row.town,
    postCode: row.postCode,
    quoteId: row.quoteId,
    deliveryQuote: row.quoteId > 0 ? { publicTrackerUrl: row.publicTrackerUrl } : null,
  };
}

const hhmm = (minute: number | null | undefined) =>
  minute === null || minute === undefined ? null : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

type BranchRow = NonNullable<Awaited<ReturnType<OrderDocumentsRepository['findBranch']>>>;

/** spec 1 §3 Branch detail: Monday's and Saturday's opening and closing times (weekday 1 and 6). */
export function toBranchDetail({ hours, ...branch }: BranchRow): BranchDetail {
  const day = (weekday: number) => hours.find((h) => h.weekday === weekday);
  return {
    ...branch,
    mondayOpeningTime: hhmm(day(1)?.opens),
    mondayClosingTime: hhmm(day(1)?.closes),
    saturdayOpeningTime: hhmm(day(6)?.opens),
    saturdayClosingTime: hhmm(day(6)?.closes),
  };
}

/** The merchant's progress on an order row ('placed' until a merchant reports one, issue #18). */
export const orderStatusOf = (row: { orderStatus: string | null }): OrderStatus => (isOrderStatus(row.orderStatus) ? row.orderStatus : 'placed');
