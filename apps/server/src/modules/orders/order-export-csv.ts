import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { penceToPounds } from '@sparesfinder/domain/money';
import type { VatInvoice } from './invoice-document';

/**
 * The export period as one CSV line per invoice line, in the columns Xero's and QuickBooks' invoice imports read
 * (ContactName, InvoiceNumber, Reference, InvoiceDate, Description, Quantity, UnitAmount, TaxType, …), then the
 * tax point and the invoice's total with VAT. The customer order number is the Reference (the job reference a trade
 * buyer reconciles by). Figures are the PDF's (invoice-document.ts): the lines' LineAmount add up to its total
 * ex VAT and their TaxAmount to its VAT, so an import totals to InvoiceTotal, what was charged.
 */
const header = ['ContactName', 'InvoiceNumber', 'Reference', 'InvoiceDate', 'OrderNumber', 'ItemCode', 'Description', 'Quantity', 'UnitAmount', 'LineAmount', 'TaxType', 'TaxAmount', 'Currency', 'TaxPointDate', 'InvoiceTotal'];

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote everything that needs it; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const ukDate = (date: Date | null) => (date ? new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date) : '');
const pounds = (pence: number) => penceToPounds(pence).toFixed(2);

export function ordersCsv(invoices: readonly VatInvoice[]): string {
  const rows = [header.join(',')];
  for (const invoice of invoices) {
    const { order, figures } = invoice;
    for (const line of figures.lines) {
      rows.push(
        [
          invoice.seller.name,
          invoice.invoiceNumber,
          order.customerOrderNo ?? '',
          ukDate(invoice.issuedAt),
          order.orderId ?? '',
          line.code,
          line.kind === 'discount' ? `Discount: ${line.description}` : displayDescription(line.description),
          line.qty,
          pounds(line.unitPence),
          pounds(line.netPence),
          '20% (VAT on Expenses)',
          pounds(line.vatPence),
          'GBP',
          ukDate(invoice.taxPoint),
          pounds(figures.grossPence),
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}
