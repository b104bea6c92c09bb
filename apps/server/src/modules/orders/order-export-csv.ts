import type { OrderDetail } from '@sparesfinder/contracts/orders';
import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { poundsToPence, penceToPounds } from '@sparesfinder/domain/money';
import { invoiceNumber } from './invoice-pdf';

/**
 * The export period as one CSV line per order line, in the columns Xero's and QuickBooks' sales-invoice imports read
 * (ContactName, InvoiceNumber, Reference, InvoiceDate, Description, Quantity, UnitAmount, TaxType, …). The
 * customer order number is the Reference (the job reference a trade buyer reconciles by). Amounts ex VAT, VAT 20%.
 */
const header = ['ContactName', 'InvoiceNumber', 'Reference', 'InvoiceDate', 'OrderNumber', 'ItemCode', 'Description', 'Quantity', 'UnitAmount', 'LineAmount', 'TaxType', 'TaxAmount', 'Currency'];

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote everything that needs it; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const ukDate = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso)) : '');

export function ordersCsv(orders: readonly OrderDetail[]): string {
  const rows = [header.join(',')];
  for (const order of orders) {
    for (const line of order.lines) {
      const unit = poundsToPence(line.cost);
      const net = unit * line.qty;
      const vat = basketTotals([{ qty: 1, costPence: net, displayedCostPence: net }]).totalCostWithVatPence - net;
      rows.push(
        [
          order.selectedBranch?.supplier.name ?? '',
          invoiceNumber(order),
          order.customerOrderNo ?? '',
          ukDate(order.orderDate),
          order.orderId ?? '',
          line.manufacturerCode,
          displayDescription(line.description),
          line.qty,
          penceToPounds(unit).toFixed(2),
          penceToPounds(net).toFixed(2),
          '20% (VAT on Expenses)',
          penceToPounds(vat).toFixed(2),
          'GBP',
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}
