import type { Pence } from '../money';
import { fulfilmentOptionIds, defaultOptionId, sortOptions, type FulfilmentOption, type FulfilmentOptionId, type OptionDraft } from './fulfilment-options';
import type { OpeningDay } from './opening-hours';
import { lineEntries, type AvailabilityEntry, type AvailabilityLine, type MerchantContext } from './product-entries';
import { isUkToday, slotTimes, ukMinuteOfDay, type SlotRules } from './slot-times';

/** Everything the engine needs about one branch, its merchant and the asking organisation (no I/O). */
export interface BranchAvailabilityInput {
  now: Date;
  branch: {
    openingHours: readonly OpeningDay[];
    isExpressOpen: boolean;
    sameDayDeliveryTypeIds: readonly number[];
    /** Express same-day orders must be placed before this minute of the day. */
    expressCutoffMinute: number;
  };
  supplier: Omit<SlotRules, 'openingHours'> & { id: number; byBoxDelivery: boolean };
  /** The organisation has by-box enabled and the by-box feature flag is on (spec 3 §4.1 option 5). */
  byBoxAllowed: boolean;
  lines: readonly AvailabilityLine[];
  /** Units on hand at this branch, by product id (the merchant's stock provider). */
  onHand(productId: number): number;
  merchant: Omit<MerchantContext, 'supplierId'>;
}

export interface SlotSummary {
  /** Units of the basket's own parts the slot supplies, of `requestedQty`. */
  availableQty: number;
  requestedQty: number;
  hasAlternative: boolean;
}

/** spec 3 §3 "Availability per branch", plus the derived figures and the options the page offers. */
export interface BranchAvailability {
  sameDayAvailability: AvailabilityEntry[];
  nextDayAvailability: AvailabilityEntry[];
  nextDayDelivery: AvailabilityEntry[];
  futureDateAvailability: AvailabilityEntry[];
  sameDayDateTime: Date | null;
  nextDayDateTime: Date | null;
  nextDayDeliveryDateTime: Date | null;
  futureDateDateTime: Date | null;
  quantities: { sameDay: SlotSummary; nextDay: SlotSummary; nextDayDelivery: SlotSummary; futureDate: SlotSummary };
  mostAvailable: number;
  fulfilmentOptions: FulfilmentOption[];
  defaultFulfilmentOptionId: FulfilmentOptionId | null;
}

function summarise(entries: readonly AvailabilityEntry[], lines: readonly AvailabilityLine[]): SlotSummary {
  return {
    availableQty: entries.filter((entry) => !entry.alternativeItem).reduce((sum, entry) => sum + entry.availableQty, 0),
    requestedQty: lines.reduce((sum, line) => sum + line.qty, 0),
    hasAlternative: entries.some((entry) => entry.alternativeItem && entry.inStock),
  };
}

const shownTotal = (entries: readonly AvailabilityEntry[]): Pence => entries.filter((entry) => entry.show).reduce((sum, entry) => sum + entry.pricePence * entry.availableQty, 0);

/**
 * One branch's availability for a basket at `now` (spec 3 §3, §4.1). Same day, next day and next-day delivery come
 * from stock on hand; the future date also covers anything the merchant prices (it orders it in within its lead
 * time). A slot the branch cannot offer has no entries and a null date-time.
 */
export function computeBranchAvailability(input: BranchAvailabilityInput): BranchAvailability {
  const { now, branch, supplier, lines } = input;
  const times = slotTimes({ ...supplier, openingHours: branch.openingHours }, now);
  const merchant: MerchantContext = { ...input.merchant, supplierId: supplier.id };
  const orderedIn = (productId: number) => (input.merchant.merchantPricePence(productId) !== null ? Number.MAX_SAFE_INTEGER : input.onHand(productId));
  const slot = (dateTime: Date | null, fulfilmentOptionId: number, unitsOf: (productId: number) => number) =>
    dateTime ? lines.flatMap((line) => lineEntries(line, { fulfilmentOptionId, unitsOf }, merchant)) : [];

  const sameDay = slot(times.sameDay, fulfilmentOptionIds.collectSameDay, input.onHand);
  const nextDay = slot(times.nextDay, fulfilmentOptionIds.collectNextDay, input.onHand);
  const nextDayDelivery = slot(times.nextDayDelivery, fulfilmentOptionIds.nextDayDelivery, input.onHand);
  const futureDate = slot(times.futureDate, fulfilmentOptionIds.collectLater, orderedIn);
  const quantities = {
    sameDay: summarise(sameDay, lines),
    nextDay: summarise(nextDay, lines),
    nextDayDelivery: summarise(nextDayDelivery, lines),
    futureDate: summarise(futureDate, lines),
  };

  const drafts: OptionDraft[] = [];
  const offer = (id: FulfilmentOptionId, dateTime: Date | null, entries: readonly AvailabilityEntry[], summary: SlotSummary) => {
    if (dateTime && lines.length > 0) drafts.push({ id, dateTime, ...summary, totalPence: shownTotal(entries) });
  };
  offer(fulfilmentOptionIds.collectSameDay, times.sameDay, sameDay, quantities.sameDay);
  offer(fulfilmentOptionIds.collectNextDay, times.nextDay, nextDay, quantities.nextDay);
  offer(fulfilmentOptionIds.nextDayDelivery, times.nextDayDelivery, nextDayDelivery, quantities.nextDayDelivery);
  offer(fulfilmentOptionIds.collectLater, times.futureDate, futureDate, quantities.futureDate);
  // spec 3 §4.1 option 4: an open express branch with same-day delivery types and a slot date of today, before its cut-off.
  const expressOpen = branch.isExpressOpen && branch.sameDayDeliveryTypeIds.length > 0 && ukMinuteOfDay(now) < branch.expressCutoffMinute;
  if (expressOpen && times.sameDay && isUkToday(times.sameDay, now)) offer(fulfilmentOptionIds.expressSameDay, times.sameDay, sameDay, quantities.sameDay);
  // Option 5: the named trade supplier's by-box lockers, filled from the next-day slot.
  if (supplier.byBoxDelivery && input.byBoxAllowed) offer(fulfilmentOptionIds.byBox, times.nextDay, nextDay, quantities.nextDay);

  const fulfilmentOptions = sortOptions(drafts);
  return {
    sameDayAvailability: sameDay,
    nextDayAvailability: nextDay,
    nextDayDelivery,
    futureDateAvailability: futureDate,
    sameDayDateTime: times.sameDay,
    nextDayDateTime: times.nextDay,
    nextDayDeliveryDateTime: times.nextDayDelivery,
    futureDateDateTime: times.futureDate,
    quantities,
    mostAvailable: Math.max(...Object.values(quantities).map((summary) => summary.availableQty)),
    fulfilmentOptions,
    defaultFulfilmentOptionId: defaultOptionId(fulfilmentOptions),
  };
}
