import { isStaleAddOn } from '../availability/add-ons';
import { fulfilmentOptionIds } from '../availability/fulfilment-options';
import { isNextDayDeliveryLine, nextDayDeliveryLine, type NextDayDeliveryLine, type NextDayDeliveryTerms } from '../checkout/next-day-delivery';
import type { Pence } from '../money';
import { basketLineTypeIds } from './basket-line-types';
import { isCourierLine, isProductLine, normaliseManufacturerCode } from './basket-lines';
import { basketTotals } from './basket-totals';

/**
 * An acceptance is a promise about the basket (issue #44): the branch can supply these lines, in these quantities,
 * with these add-ons (courier quote, by-box locker, next-day delivery), to this postcode, for 5 minutes. This module
 * says what a write does to that promise: an acceptance writes its own add-ons; a later write that keeps within the
 * promise (a line lowered or removed, an add-on the option asks for) keeps it and re-prices the delivery; any other
 * write (a line added or raised, the courier line or the by-box line taken away, the postcode changed) voids it,
 * and the buyer chooses again.
 */
export interface SettleLine {
  basketLineTypeId: number;
  manufacturerCode: string;
  qty: number;
  costPence: Pence;
  displayedCostPence: Pence;
}

export interface AcceptedHeader {
  fulfilmentOptionId: number | null;
  quoteId: number;
  fulfillmentPostcode: string | null;
  acceptedQuantities: Record<string, number> | null;
}

export interface SettleInput<Line extends SettleLine> {
  /** The basket's header as stored before the write. */
  before: AcceptedHeader;
  /** The header the write asks for (before plus its changes). */
  after: Omit<AcceptedHeader, 'acceptedQuantities'>;
  /** True when this write is an acceptance (Select / SelectDelivery). */
  isAcceptance: boolean;
  beforeLines: readonly Line[];
  lines: readonly Line[];
  /** The accepted merchant's next-day delivery terms (read only when the option is next-day delivery). */
  nextDayTerms: NextDayDeliveryTerms | null;
}

export type Settled<Line> =
  | { outcome: 'accepted' | 'kept'; lines: Line[]; acceptedQuantities: Record<string, number> }
  | { outcome: 'voided'; lines: Line[] }
  | { outcome: 'none'; lines: Line[] };

/** Each product line's quantity by upper-case code. */
export const productQuantities = (lines: readonly SettleLine[]): Record<string, number> =>
  Object.fromEntries(lines.filter(isProductLine).map((line) => [normaliseManufacturerCode(line.manufacturerCode), line.qty]));

/** A product line that was not accepted, or is now more than was accepted. */
export const exceedsAccepted = (accepted: Record<string, number>, lines: readonly SettleLine[]): boolean =>
  Object.entries(productQuantities(lines)).some(([code, qty]) => qty > (accepted[code] ?? 0));

const addOnKey = (line: SettleLine) => `${normaliseManufacturerCode(line.manufacturerCode)}:${line.qty}:${line.costPence}`;

/** The add-on the option stands on was taken away or changed: the courier line of an express order, the by-box line. */
function lostItsAddOn(option: number | null, beforeLines: readonly SettleLine[], lines: readonly SettleLine[]): boolean {
  const standsOn = (line: SettleLine) =>
    (option === fulfilmentOptionIds.expressSameDay && isCourierLine(line)) || (option === fulfilmentOptionIds.byBox && line.basketLineTypeId === basketLineTypeIds.byBox);
  const now = new Set(lines.filter(standsOn).map(addOnKey));
  return beforeLines.filter(standsOn).some((line) => !now.has(addOnKey(line)));
}

/** The lines with the next-day delivery line priced for them (or without it, for any other option). */
function withDeliveryLine<Line extends SettleLine>(lines: readonly Line[], option: number | null, terms: NextDayDeliveryTerms | null, makeLine: (line: NextDayDeliveryLine) => Line): Line[] {
  const rest = lines.filter((line) => !isNextDayDeliveryLine(line));
  if (option !== fulfilmentOptionIds.nextDayDelivery || !terms) return rest;
  const productsNet = basketTotals(rest.filter(isProductLine)).totalCostPence;
  return [...rest, makeLine(nextDayDeliveryLine(terms, productsNet))];
}

/**
 * What a write leaves on an accepted basket. `makeLine` turns a domain line into the caller's line type (the
 * server's record with its null columns).
 */
export function settleAcceptance<Line extends SettleLine>(input: SettleInput<Line>, makeLine: (line: NextDayDeliveryLine) => Line): Settled<Line> {
  const { before, after, lines } = input;
  if (input.isAcceptance) {
    const kept = lines.filter((line) => isProductLine(line) || !isStaleAddOn(line, { fulfilmentOptionId: after.fulfilmentOptionId, quoteId: after.quoteId }));
    return { outcome: 'accepted', lines: withDeliveryLine(kept, after.fulfilmentOptionId, input.nextDayTerms, makeLine), acceptedQuantities: productQuantities(kept) };
  }
  if (before.fulfilmentOptionId === null || before.acceptedQuantities === null) return { outcome: 'none', lines: [...lines] };
  const voided =
    exceedsAccepted(before.acceptedQuantities, lines) ||
    (after.fulfillmentPostcode ?? null) !== (before.fulfillmentPostcode ?? null) ||
    (before.fulfilmentOptionId === fulfilmentOptionIds.expressSameDay && after.quoteId === 0) ||
    lostItsAddOn(before.fulfilmentOptionId, input.beforeLines, lines);
  if (voided) {
    return { outcome: 'voided', lines: lines.filter((line) => isProductLine(line) || !isStaleAddOn(line, { fulfilmentOptionId: null, quoteId: 0 })) };
  }
  return { outcome: 'kept', lines: withDeliveryLine(lines, before.fulfilmentOptionId, input.nextDayTerms, makeLine), acceptedQuantities: before.acceptedQuantities };
}

/**
 * Whether a basket about to be placed is still exactly what was accepted (issue #44): an option accepted, no product
 * line above its accepted quantity, no add-on of another option, and the add-ons its option stands on there (the
 * courier line of an express order with its quote, the next-day delivery line priced as the terms say now). The
 * by-box choice is checked by its own rule (availability/by-box.ts).
 */
export function matchesAcceptance(
  header: Pick<AcceptedHeader, 'fulfilmentOptionId' | 'quoteId' | 'acceptedQuantities'>,
  lines: readonly SettleLine[],
  nextDayTerms: NextDayDeliveryTerms | null,
): boolean {
  const { fulfilmentOptionId, quoteId, acceptedQuantities } = header;
  if (fulfilmentOptionId === null || acceptedQuantities === null) return false;
  if (exceedsAccepted(acceptedQuantities, lines)) return false;
  const addOns = lines.filter((line) => !isProductLine(line) && line.basketLineTypeId !== basketLineTypeIds.discount);
  if (addOns.some((line) => isStaleAddOn(line, { fulfilmentOptionId, quoteId }))) return false;
  if (fulfilmentOptionId === fulfilmentOptionIds.expressSameDay && !addOns.some(isCourierLine)) return false;
  if (fulfilmentOptionId !== fulfilmentOptionIds.nextDayDelivery) return true;
  const delivery = addOns.filter(isNextDayDeliveryLine);
  const expected = nextDayDeliveryLine(nextDayTerms ?? { chargePence: null, freeOverPence: null }, basketTotals(lines.filter(isProductLine)).totalCostPence);
  return delivery.length === 1 && delivery[0]!.qty === 1 && delivery[0]!.costPence === expected.costPence;
}
