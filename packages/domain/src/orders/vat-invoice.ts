import { basketLineTypeIds } from '../basket/basket-line-types';
import { basketTotals, vatOfTotals } from '../basket/basket-totals';
import { addVat, VAT_RATE, type Pence } from '../money';

/** An order line as stored (unit price ex VAT in pence; a discount line is negative). */
export interface InvoiceSourceLine {
  basketLineTypeId: number;
  code: string;
  description: string;
  qty: number;
  unitPence: Pence;
}

export interface InvoiceLine extends InvoiceSourceLine {
  kind: 'goods' | 'delivery' | 'discount';
  /** qty × unit price, ex VAT. */
  netPence: Pence;
  vatRatePercent: number;
  /** This line's share of the invoice's VAT: the shares add up to `vatPence` exactly (the export's TaxAmount). */
  vatPence: Pence;
}

export interface InvoiceFigures {
  /** Goods and delivery lines, in order, then the discount lines (HMRC: a discount is shown, not hidden in prices). */
  lines: InvoiceLine[];
  netPence: Pence;
  vatPence: Pence;
  grossPence: Pence;
  /** What the discount lines took off, ex VAT (0 or negative). */
  discountNetPence: Pence;
}

export const invoiceVatRatePercent = Math.round(VAT_RATE * 100);

const kindOf = (typeId: number): InvoiceLine['kind'] =>
  typeId === basketLineTypeIds.discount ? 'discount' : typeId === basketLineTypeIds.product ? 'goods' : 'delivery';

/**
 * The figures of an order's VAT invoice, credit note and export line (issue #44). The totals are the order's stored
 * ones, what was charged (baskets.total_cost_pence / total_cost_with_vat_pence, VAT = the difference as
 * `vatOfTotals` says); only an order stored without them falls back to its lines' `basketTotals`, the same rule
 * the basket charged by. Each line's VAT share is 20% of its net, with the rounding pennies put on the largest line
 * so the shares add up to the charged VAT (an accounts package importing the lines then agrees with the PDF).
 */
export function invoiceFigures(lines: readonly InvoiceSourceLine[], stored: { totalCostPence: number | null; totalCostWithVatPence: number | null }): InvoiceFigures {
  const ordered = [...lines.filter((line) => kindOf(line.basketLineTypeId) !== 'discount'), ...lines.filter((line) => kindOf(line.basketLineTypeId) === 'discount')];
  const computed = basketTotals(lines.map((line) => ({ qty: line.qty, costPence: line.unitPence, displayedCostPence: line.unitPence })));
  const totals =
    stored.totalCostPence !== null && stored.totalCostWithVatPence !== null
      ? { totalCostPence: stored.totalCostPence, totalCostWithVatPence: stored.totalCostWithVatPence }
      : computed;
  const vatPence = vatOfTotals(totals);
  const shares = apportion(ordered.map((line) => line.unitPence * line.qty), vatPence);
  const invoiceLines = ordered.map((line, i): InvoiceLine => ({
    ...line,
    kind: kindOf(line.basketLineTypeId),
    netPence: line.unitPence * line.qty,
    vatRatePercent: invoiceVatRatePercent,
    vatPence: shares[i]!,
  }));
  return {
    lines: invoiceLines,
    netPence: totals.totalCostPence,
    vatPence,
    grossPence: totals.totalCostWithVatPence,
    discountNetPence: invoiceLines.filter((line) => line.kind === 'discount').reduce((sum, line) => sum + line.netPence, 0),
  };
}

/** 20% of each net, then the difference to `total` on the line with the largest net (the first of equals). */
function apportion(nets: readonly Pence[], total: Pence): Pence[] {
  const shares = nets.map((net) => addVat(net) - net);
  if (shares.length === 0) return shares;
  const rest = total - shares.reduce((sum, share) => sum + share, 0);
  let largest = 0;
  nets.forEach((net, i) => {
    if (net > nets[largest]!) largest = i;
  });
  shares[largest]! += rest;
  return shares;
}
