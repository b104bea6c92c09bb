import { addVat, type Pence } from '../money';

export interface PricedLine {
  qty: number;
  /** Unit price ex VAT in pence (negative for discount lines). */
  costPence: Pence;
  displayedCostPence: Pence;
}

export interface BasketTotals {
  totalCostPence: Pence;
  totalCostWithVatPence: Pence;
  totalDisplayedCostWithVatPence: Pence;
}

/**
 * spec 3 §3 totals, integer pence throughout. VAT is added once to the ex-VAT sum (not per line), so the total
 * never drifts by a rounding penny per line.
 */
export function basketTotals(lines: readonly PricedLine[]): BasketTotals {
  const totalCostPence = lines.reduce((sum, line) => sum + lineTotalPence(line), 0);
  const displayedPence = lines.reduce((sum, line) => sum + lineTotalPence({ qty: line.qty, costPence: line.displayedCostPence }), 0);
  return {
    totalCostPence,
    totalCostWithVatPence: addVat(totalCostPence),
    totalDisplayedCostWithVatPence: addVat(displayedPence),
  };
}

/** A line's total ex VAT: unit price × quantity (the basket page's Total column, spec 3 §9 'plus VAT'). */
export const lineTotalPence = (line: { qty: number; costPence: Pence }): Pence => line.costPence * line.qty;

/** The VAT in a total, as the basket charges it: VAT added once to the ex-VAT sum (never summed per line). */
export const vatOfTotals = (totals: Pick<BasketTotals, 'totalCostPence' | 'totalCostWithVatPence'>): Pence =>
  totals.totalCostWithVatPence - totals.totalCostPence;
