import { basketQtyMax } from './basket-line-types';

/**
 * A quantity typed into a quantity box (issue #11 item 6: trade orders of 50 are typed, not clicked). Typed
 * quantities are whole numbers 1..9999 (0 is reached with the minus button or delete, spec 2 §4); anything else is
 * brought into range and the box says what it did, so a trader never orders 9999 or 1 without being told.
 */
export const typedQuantityMin = 1;
export const typedQuantityMax = basketQtyMax;

export type TypedQuantity =
  | { kind: 'accepted'; qty: number }
  | { kind: 'clamped'; qty: number; message: string }
  | { kind: 'invalid'; message: string };

export const typedQuantityMessages = {
  invalid: `Enter a whole number from ${typedQuantityMin} to ${typedQuantityMax}.`,
  tooSmall: `The smallest quantity is ${typedQuantityMin}, so it is set to ${typedQuantityMin}.`,
  tooLarge: `The largest quantity is ${typedQuantityMax}, so it is set to ${typedQuantityMax}.`,
  rounded: (qty: number) => `Quantities are whole numbers, so it is set to ${qty}.`,
} as const;

/** Digits with an optional sign and decimal part; thousands separators and spaces are ignored ('1,000'). */
const numberText = /^[-+]?(\d+\.?\d*|\.\d+)$/;

export function readTypedQuantity(text: string): TypedQuantity {
  const cleaned = text.replace(/[\s,_]/g, '');
  if (!numberText.test(cleaned)) return { kind: 'invalid', message: typedQuantityMessages.invalid };
  const typed = Number(cleaned);
  const whole = Math.round(typed);
  if (whole < typedQuantityMin) return { kind: 'clamped', qty: typedQuantityMin, message: typedQuantityMessages.tooSmall };
  if (whole > typedQuantityMax) return { kind: 'clamped', qty: typedQuantityMax, message: typedQuantityMessages.tooLarge };
  if (whole !== typed) return { kind: 'clamped', qty: whole, message: typedQuantityMessages.rounded(whole) };
  return { kind: 'accepted', qty: whole };
}
