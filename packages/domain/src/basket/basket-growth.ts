import { sameManufacturerCode, type RuleLine } from './basket-lines';

/** A line as the account rule sees it: the part and how many. */
export type QuantityLine = Pick<RuleLine, 'manufacturerCode' | 'qty'>;

/** More product lines than this is a mistake or abuse, not a trade order. */
export const maxProductLines = 200;

/**
 * True when the requested lines add a part or raise a quantity (codes compared case-blind). spec 2 §6: only that
 * needs a completed account; lowering a quantity or removing a line is always allowed. The server refuses a growing
 * write for an incomplete account with this, and the page blocks exactly the same changes with it.
 */
export const growsBasket = (current: readonly QuantityLine[], requested: readonly QuantityLine[]): boolean =>
  requested.some((line) => {
    const existing = current.find((stored) => sameManufacturerCode(stored.manufacturerCode, line.manufacturerCode));
    return line.qty > (existing?.qty ?? 0);
  });

/** One part going from `currentQty` to `nextQty` (a card's stepper or add button), through the same rule. */
export const growsLine = (manufacturerCode: string, currentQty: number, nextQty: number): boolean =>
  growsBasket([{ manufacturerCode, qty: currentQty }], [{ manufacturerCode, qty: nextQty }]);
