import type { BasketLine } from '@sparesfinder/contracts/basket';
import type { Organisation } from '@sparesfinder/contracts/account';
import { messages } from '@sparesfinder/contracts/messages';
import type { BranchDetail, OrderDetail } from '@sparesfinder/contracts/orders';
import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import { poundsToPence } from '@sparesfinder/domain/money';
import { formatOrderDateTime } from '@sparesfinder/domain/dates';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { isPaidThroughShop } from '@sparesfinder/domain/orders/order-lines';
import { createPdfDocument, formatAmount } from '../../lib/pdf/pdf-document';

export interface InvoiceParts {
  order: OrderDetail;
  buyer: Organisation;
  seller: BranchDetail | undefined;
  /** The PDF's creation date: the order date, so an invoice is the same bytes every time it is downloaded. */
  issuedAt: Date;
}

const joinAddress = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(', ');

/** The invoice number printed on the document and used in the file name. */
export const invoiceNumber = (order: Pick<OrderDetail, 'orderId' | 'basketId'>) => `INV-${order.orderId ?? order.basketId}`;

/** spec 1 §7 downloadInvoice: seller, buyer, order number and date, lines, VAT at 20% (spec 3 §9), payment method. */
export async function renderInvoicePdf({ order, buyer, seller, issuedAt }: InvoiceParts): Promise<Buffer> {
  const linePence = order.lines.map((line: BasketLine) => ({ qty: line.qty, costPence: poundsToPence(line.cost), displayedCostPence: poundsToPence(line.displayedCost) }));
  const totals = basketTotals(linePence);
  const payment = isPaidThroughShop(order.paymentMethodTypeId)
    ? 'Paid by card through SparesFinder'
    : `${order.paymentMethodType?.name ?? 'Account'}${order.accountNumber ? ` ${order.accountNumber}` : ''} (merchant credit account)`;
  const sellerName = seller ? `${seller.supplierName}, ${seller.name}` : (order.selectedBranch?.supplier.name ?? 'The merchant');
  return createPdfDocument({ title: `Invoice ${invoiceNumber(order)}`, subject: `Order ${order.orderId ?? ''}`, createdAt: issuedAt })
    .heading('Tax invoice')
    .details([
      ['Invoice number', invoiceNumber(order)],
      ['Order number', String(order.orderId ?? '')],
      ['Merchant order number', order.supplierOrderNumber ?? ''],
      ['Order date', formatOrderDateTime(order.orderDate)],
      ['Customer order number', order.customerOrderNo ?? 'None given'],
      ['Payment method', payment],
    ])
    .heading('Seller')
    .paragraph(sellerName)
    .paragraph(seller ? joinAddress(seller.address1, seller.address2, seller.address3, seller.town, seller.postCode) : '', { muted: true })
    .heading('Buyer')
    .paragraph(buyer.orgName)
    .paragraph(joinAddress(buyer.address1, buyer.address2, buyer.address3, buyer.townCity, buyer.county, buyer.postCode), { muted: true })
    .table({
      columns: [
        { header: 'Code', width: 95 },
        { header: 'Description' },
        { header: 'Qty', width: 35, align: 'right' },
        { header: 'Unit price', width: 70, align: 'right' },
        { header: 'Total', width: 70, align: 'right' },
      ],
      rows: order.lines.map((line, i) => [
        line.manufacturerCode,
        displayDescription(line.description),
        String(line.qty),
        formatAmount(linePence[i]!.costPence),
        formatAmount(linePence[i]!.costPence * line.qty),
      ]),
    })
    .totals([
      // The order's figures in the words its pages use (messages.totals).
      { label: messages.totals.totalPlusVat, pence: totals.totalCostPence },
      { label: messages.totals.vat, pence: totals.totalCostWithVatPence - totals.totalCostPence },
      { label: messages.totals.totalWithVat, pence: totals.totalCostWithVatPence, emphasis: true },
    ])
    .toBuffer();
}

/** A credit note: the amount credited against an order, with VAT at 20%. */
export async function renderCreditNotePdf(note: { identifier: string; creditDate: Date; reason: string; amountPence: number }, order: OrderDetail, buyer: Organisation): Promise<Buffer> {
  const totals = basketTotals([{ qty: 1, costPence: note.amountPence, displayedCostPence: note.amountPence }]);
  return createPdfDocument({ title: `Credit note ${note.identifier}`, createdAt: note.creditDate })
    .heading('Credit note')
    .details([
      ['Credit note', note.identifier],
      ['Credit date', formatOrderDateTime(note.creditDate)],
      ['Against order', String(order.orderId ?? '')],
      ['Customer order number', order.customerOrderNo ?? 'None given'],
      ['Merchant', order.selectedBranch ? `${order.selectedBranch.supplier.name}, ${order.selectedBranch.name}` : ''],
      ['Buyer', buyer.orgName],
    ])
    .paragraph(note.reason)
    .totals([
      { label: 'Credit (ex VAT)', pence: totals.totalCostPence },
      { label: 'VAT at 20%', pence: totals.totalCostWithVatPence - totals.totalCostPence },
      { label: 'Total credited', pence: totals.totalCostWithVatPence, emphasis: true },
    ])
    .toBuffer();
}
