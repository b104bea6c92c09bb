import type { Basket, BasketLine } from '@sparesfinder/contracts/basket';
import { hasByBoxChoice } from '@sparesfinder/domain/availability/by-box';
import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import { addVat, penceToPounds } from '@sparesfinder/domain/money';
import { toIsoDateTimeOrNull } from '@sparesfinder/domain/dates';
import type { BasketLineRow, BasketRow } from './basket.repository';

/** Money leaves the server as pounds (numbers with 2 decimals); inside it is integer pence (domain/money.ts). */
export const toBasketLine = ({ costPence, displayedCostPence, productId: _productId, iBasisGcn, iBasisApplianceGc, ...line }: BasketLineRow): BasketLine => ({
  ...line,
  iBasisGCN: iBasisGcn,
  iBasisApplianceGC: iBasisApplianceGc,
  cost: penceToPounds(costPence),
  displayedCost: penceToPounds(displayedCostPence),
  displayedCostWithVat: penceToPounds(addVat(displayedCostPence)),
});

/** The by-box locker and reference while by-box is the basket's option (domain hasByBoxChoice), else null. */
function byBoxChoice(row: BasketRow, lines: readonly BasketLineRow[]): Basket['byBox'] {
  if (!hasByBoxChoice(row, lines) || row.byBoxExchange === null || row.byBoxPostalCode === null) return null;
  return { locationId: row.byBoxLocationId!, exchange: row.byBoxExchange, postalCode: row.byBoxPostalCode, reference: row.byBoxReference! };
}

/** Totals are recomputed from the lines on every read, so a stored total can never disagree with what is shown. */
const chargedAccountKindOf = (kind: string | null): 'merchant' | 'trade-credit' | null => (kind === 'merchant' || kind === 'trade-credit' ? kind : null);

export function toBasket(row: BasketRow, lines: readonly BasketLineRow[]): Basket {
  const totals = basketTotals(lines);
  return {
    basketKey: row.basketKey,
    organisationId: row.organisationId,
    version: row.version,
    lines: lines.map(toBasketLine),
    fulfillmentPostcode: row.fulfillmentPostcode,
    quoteId: row.quoteId,
    totalCost: penceToPounds(totals.totalCostPence),
    totalCostWithVat: penceToPounds(totals.totalCostWithVatPence),
    totalDisplayedCostWithVat: penceToPounds(totals.totalDisplayedCostWithVatPence),
    collectFromBranchOn: toIsoDateTimeOrNull(row.collectFromBranchOn),
    orderDate: toIsoDateTimeOrNull(row.orderDate),
    selectedBranchId: row.selectedBranchId,
    selectedBranch:
      row.branchName !== null && row.supplierId !== null
        ? { name: row.branchName, supplierID: row.supplierId, supplier: { name: row.supplierName ?? '', imageUrl: row.supplierImageUrl ?? '' } }
        : null,
    isDelivery: row.isDelivery,
    customerOrderNo: row.customerOrderNo,
    orderId: row.orderId,
    expiryDate: toIsoDateTimeOrNull(row.expiryDate),
    discount: row.discountFriendlyName !== null ? { friendlyName: row.discountFriendlyName } : null,
    paymentMethodType: row.paymentMethodTypeName !== null ? { name: row.paymentMethodTypeName } : null,
    payment: row.orderId === null ? null : { cardAmount: row.cardAmountPence === null ? null : penceToPounds(row.cardAmountPence), accountKind: chargedAccountKindOf(row.chargedAccountKind), accountNumber: row.accountNumber },
    byBox: byBoxChoice(row, lines),
  };
}
