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
  const totalCostPence = lines.reduce((sum, line) => sum + line.costPence * line.qty, 0);
  const displayedPence = lines.reduce((sum, line) => sum + line.displayedCostPence * line.qty, 0);
  return {
    totalCostPence,
    totalCostWithVatPence: addVat(totalCostPence),
    totalDisplayedCostWithVatPence: addVat(displayedPence),
  };
}
