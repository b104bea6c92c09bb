import type { CourierLineCode } from './basket-line-types';

/**
 * The names a trader reads for the courier codes of spec 3 §3 (GOPHR, STUART). The codes stay on the wire and in
 * the database, where the spec puts them; every page, label and line description says the name.
 */
export const courierNames: Record<CourierLineCode, string> = {
  GOPHR: 'Gophr',
  STUART: 'Stuart',
};

/**
 * A basket or order line's code as a trader reads it: a courier code becomes the courier's name ('GOPHR' → 'Gophr'),
 * any other code (a part's MPN) is shown as it is.
 */
export function lineCodeText(code: string): string {
  return courierNames[code.toUpperCase() as CourierLineCode] ?? code;
}
