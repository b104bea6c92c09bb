import type { Organisation } from '@sparesfinder/contracts/account';
import { messages } from '@sparesfinder/contracts/messages';
import { basketTotals, vatOfTotals } from '@sparesfinder/domain/basket/basket-totals';
import { formatOrderDateTime } from '@sparesfinder/domain/dates';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { createPdfDocument, formatAmount, type PdfDocumentBuilder } from '../../lib/pdf/pdf-document';
import type { VatInvoice } from './invoice-document';

/** The PDF's file name: the invoice's own number (HL-000123.pdf). */
export const invoiceFileName = (invoice: Pick<VatInvoice, 'invoiceNumber'>) => `${invoice.invoiceNumber}.pdf`;

/** The seller's block every VAT document carries: name, registered address, VAT number, and the supplying branch. */
function sellerBlock(pdf: PdfDocumentBuilder, seller: VatInvoice['seller']): PdfDocumentBuilder {
  return pdf
    .heading('Seller')
    .paragraph(seller.name)
    .details([
      ['Registered address', seller.registeredAddress],
      ['VAT registration number', seller.vatNumber],
      ['Supplied by branch', seller.branch ? `${seller.branch}${seller.branchAddress ? `, ${seller.branchAddress}` : ''}` : ''],
    ]);
}

/**
 * spec 1 §7 downloadInvoice as a full UK VAT invoice (HMRC VAT Notice 700 §16.3, issue #44): the invoice number in
 * the merchant's series, invoice date and tax point, seller with registered address and VAT number, customer, the
 * delivery address, each line's unit price ex VAT and rate, the discount as its own line, and the order's stored
 * totals (what was charged). The PDF's creation date is the invoice date, so every download is the same bytes.
 */
export async function renderInvoicePdf(invoice: VatInvoice): Promise<Buffer> {
  const { order, figures } = invoice;
  const pdf = createPdfDocument({ title: `Tax invoice ${invoice.invoiceNumber}`, subject: `Order ${order.orderId ?? ''}`, createdAt: invoice.issuedAt })
    .heading('Tax invoice')
    .details([
      ['Invoice number', invoice.invoiceNumber],
      ['Invoice date', formatOrderDateTime(invoice.issuedAt)],
      ['Tax point (time of supply)', formatOrderDateTime(invoice.taxPoint)],
      ['Order number', String(order.orderId ?? '')],
      ['Merchant order number', order.supplierOrderNumber ?? ''],
      ['Customer order number', order.customerOrderNo ?? 'None given'],
      ['Fulfilment', invoice.fulfilment],
      ['Payment method', invoice.payment],
    ]);
  sellerBlock(pdf, invoice.seller).heading('Customer').paragraph(invoice.customer.name).paragraph(invoice.customer.address, { muted: true });
  if (invoice.deliveryAddress) pdf.heading('Delivery address').paragraph(invoice.deliveryAddress);
  return pdf
    .table({
      columns: [
        { header: 'Code', width: 90 },
        { header: 'Description' },
        { header: 'Qty', width: 30, align: 'right' },
        { header: 'Unit price ex VAT', width: 75, align: 'right' },
        { header: 'VAT rate', width: 45, align: 'right' },
        { header: 'Net', width: 65, align: 'right' },
      ],
      rows: figures.lines.map((line) => [
        line.code,
        line.kind === 'discount' ? `Discount: ${line.description}` : displayDescription(line.description),
        String(line.qty),
        formatAmount(line.unitPence),
        `${line.vatRatePercent}%`,
        formatAmount(line.netPence),
      ]),
    })
    .totals([
      ...(figures.discountNetPence !== 0 ? [{ label: 'Discount (ex VAT)', pence: figures.discountNetPence }] : []),
      // The order's figures in the words its pages use (messages.totals).
      { label: messages.totals.totalPlusVat, pence: figures.netPence },
      { label: messages.totals.vat, pence: figures.vatPence },
      { label: messages.totals.totalWithVat, pence: figures.grossPence, emphasis: true },
    ])
    .toBuffer();
}

export interface CreditNote {
  identifier: string;
  creditDate: Date;
  reason: string;
  /** Credited ex VAT. */
  amountPence: number;
}

/**
 * A VAT credit note (HMRC VAT Notice 700 §18.2): its own number and date, the seller's and customer's details as on
 * the invoice, the invoice it credits (number and date), why, and the amount credited ex VAT, its VAT and total.
 */
export async function renderCreditNotePdf(note: CreditNote, invoice: VatInvoice, buyer: Pick<Organisation, 'orgName'>): Promise<Buffer> {
  const totals = basketTotals([{ qty: 1, costPence: note.amountPence, displayedCostPence: note.amountPence }]);
  const pdf = createPdfDocument({ title: `Credit note ${note.identifier}`, createdAt: note.creditDate })
    .heading('Credit note')
    .details([
      ['Credit note', note.identifier],
      ['Credit date', formatOrderDateTime(note.creditDate)],
      ['Credits invoice', `${invoice.invoiceNumber} of ${formatOrderDateTime(invoice.issuedAt)}`],
      ['Invoice tax point', formatOrderDateTime(invoice.taxPoint)],
      ['Against order', String(invoice.order.orderId ?? '')],
      ['Customer order number', invoice.order.customerOrderNo ?? 'None given'],
    ]);
  return sellerBlock(pdf, invoice.seller)
    .heading('Customer')
    .paragraph(buyer.orgName)
    .paragraph(invoice.customer.address, { muted: true })
    .heading('Reason')
    .paragraph(note.reason)
    .totals([
      { label: 'Credit (ex VAT)', pence: totals.totalCostPence },
      { label: messages.totals.vat, pence: vatOfTotals(totals) },
      { label: 'Total credited', pence: totals.totalCostWithVatPence, emphasis: true },
    ])
    .toBuffer();
}
