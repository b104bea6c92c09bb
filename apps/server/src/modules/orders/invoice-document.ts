import type { Organisation } from '@sparesfinder/contracts/account';
import type { BranchDetail, OrderDetail } from '@sparesfinder/contracts/orders';
import { formatOrderDateTime } from '@sparesfinder/domain/dates';
import { poundsToPence } from '@sparesfinder/domain/money';
import { paymentSummary } from '@sparesfinder/domain/checkout/payment-summary';
import { isPaidThroughShop } from '@sparesfinder/domain/orders/order-lines';
import { invoiceFigures, type InvoiceFigures } from '@sparesfinder/domain/orders/vat-invoice';
import type { IssuedInvoice } from './document-numbers.repository';
import type { OrderRow } from './orders.repository';

/**
 * Everything a full UK VAT invoice names (HMRC VAT Notice 700 §16.3), read once for the PDF and the export CSV so the
 * two always agree: the seller's name, registered address and VAT number; the invoice's number, date and tax point;
 * the customer's name and address; the delivery address; the lines with unit price ex VAT and rate; the totals.
 */
export interface VatInvoice {
  invoiceNumber: string;
  /** When the invoice was first issued (the invoice date). */
  issuedAt: Date;
  /** The time of supply: for our orders the moment the order was placed (and paid or charged to account). */
  taxPoint: Date;
  order: OrderDetail;
  seller: { name: string; registeredAddress: string; vatNumber: string; branch: string; branchAddress: string };
  customer: { name: string; address: string };
  /** Where the goods were delivered; null for a collection. */
  deliveryAddress: string | null;
  /** How it was paid: by card through the shop, or on the named merchant account. */
  payment: string;
  /** How the goods reached the customer: delivered, or collected from the branch (on the booked date). */
  fulfilment: string;
  figures: InvoiceFigures;
}

export const joinAddress = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(', ');

/** Printed where a merchant has not given us its VAT number (a seed gap): never silently left out. */
export const vatNumberMissing = 'not recorded';

/**
 * The invoice's payment line: the account charged and what the card paid, in the confirmation's words (domain
 * paymentSummary, issue #44) for a split payment and a trade credit order; spec 1's for the others.
 */
function invoicePayment(order: OrderDetail): string {
  if (order.chargedAccountKind === 'trade-credit' || (order.cardAmount !== null && order.chargedAccountKind !== null)) {
    const payment = { paymentMethodTypeId: order.paymentMethodTypeId, cardAmountPence: order.cardAmount === null ? null : poundsToPence(order.cardAmount), accountKind: order.chargedAccountKind, accountNumber: order.accountNumber };
    return paymentSummary(payment, poundsToPence(order.totalCostWithVat));
  }
  return isPaidThroughShop(order.paymentMethodTypeId) ? 'Paid by card through SparesFinder' : `${order.paymentMethodType?.name ?? 'Account'}${order.accountNumber ? ` ${order.accountNumber}` : ''} (merchant credit account)`;
}

export function toVatInvoice(row: OrderRow, order: OrderDetail, buyer: Organisation, branch: BranchDetail | undefined, issued: IssuedInvoice): VatInvoice {
  const branchAddress = branch ? joinAddress(branch.address1, branch.address2, branch.address3, branch.town, branch.postCode) : '';
  return {
    invoiceNumber: issued.invoiceNumber,
    issuedAt: issued.invoiceIssuedAt,
    taxPoint: row.orderDate ?? row.createdAt,
    order,
    seller: {
      name: row.supplierName ?? branch?.supplierName ?? 'The merchant',
      registeredAddress: row.supplierRegisteredAddress ?? branchAddress,
      vatNumber: row.supplierVatNumber ?? vatNumberMissing,
      branch: branch?.name ?? row.branchName ?? '',
      branchAddress,
    },
    customer: { name: buyer.orgName, address: joinAddress(buyer.address1, buyer.address2, buyer.address3, buyer.townCity, buyer.county, buyer.postCode) },
    deliveryAddress: row.isDelivery ? joinAddress(row.address1, row.address2, row.town, row.postCode) || null : null,
    fulfilment: row.isDelivery ? 'Delivered to the delivery address' : `Collected from ${branch?.name ?? row.branchName ?? 'the branch'}${row.collectFromBranchOn ? ` on ${formatOrderDateTime(row.collectFromBranchOn)}` : ''}`,
    payment: invoicePayment(order),
    figures: invoiceFigures(
      order.lines.map((line) => ({ basketLineTypeId: line.basketLineTypeId, code: line.manufacturerCode, description: line.description, qty: line.qty, unitPence: poundsToPence(line.cost) })),
      { totalCostPence: row.totalCostPence, totalCostWithVatPence: row.totalCostWithVatPence },
    ),
  };
}
