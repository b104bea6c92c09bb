import { basketLineTypeIds, isCourierLineCode, isValidBasketQty } from './basket-line-types';

/** The least a line needs for the add/set/remove rules; callers' lines keep their other fields. */
export interface RuleLine {
  manufacturerCode: string;
  qty: number;
  basketLineTypeId: number;
}

/** Codes are compared trimmed and case-blind, so 'cal-87161 ' and 'CAL-87161' are one line. */
export const normaliseManufacturerCode = (code: string): string => code.trim().toUpperCase();
export const sameManufacturerCode = (a: string, b: string): boolean => normaliseManufacturerCode(a) === normaliseManufacturerCode(b);

export const isProductLine = (line: Pick<RuleLine, 'basketLineTypeId'>): boolean => line.basketLineTypeId === basketLineTypeIds.product;
export const isCourierLine = (line: Pick<RuleLine, 'manufacturerCode'>): boolean => isCourierLineCode(line.manufacturerCode.trim());

export class BasketQtyError extends Error {
  constructor(readonly manufacturerCode: string, readonly qty: unknown) {
    super(`Quantity for ${manufacturerCode} must be a whole number from 0 to 9999`);
    this.name = 'BasketQtyError';
  }
}

/**
 * spec 2 §4: adding sets the line to the chosen quantity and replaces any line with the same manufacturer code;
 * qty 0 removes it. The replacement keeps the old line's place so the basket does not reshuffle.
 */
export function setBasketLine<T extends RuleLine>(lines: readonly T[], line: T): T[] {
  if (!isValidBasketQty(line.qty)) throw new BasketQtyError(line.manufacturerCode, line.qty);
  const index = lines.findIndex((existing) => sameManufacturerCode(existing.manufacturerCode, line.manufacturerCode));
  if (line.qty === 0) return index === -1 ? [...lines] : lines.filter((_, i) => i !== index);
  if (index === -1) return [...lines, line];
  return lines.map((existing, i) => (i === index ? line : existing));
}

/** Applies several sets in order: a later line for the same code wins (one line per manufacturer code). */
export function setBasketLines<T extends RuleLine>(lines: readonly T[], changes: readonly T[]): T[] {
  return changes.reduce<T[]>((result, change) => setBasketLine(result, change), [...lines]);
}

export function removeBasketLine<T extends RuleLine>(lines: readonly T[], manufacturerCode: string): T[] {
  return lines.filter((line) => !sameManufacturerCode(line.manufacturerCode, manufacturerCode));
}

/** spec 3 §3/§4.5: courier lines (GOPHR, STUART) go whenever the fulfilment option is chosen again. */
export function removeCourierLines<T extends RuleLine>(lines: readonly T[]): T[] {
  return lines.filter((line) => !isCourierLine(line));
}

/** Merges duplicates that may already be stored (older data): the last line for a code wins. */
export function dedupeBasketLines<T extends RuleLine>(lines: readonly T[]): T[] {
  return setBasketLines([], lines.filter((line) => line.qty > 0));
}
