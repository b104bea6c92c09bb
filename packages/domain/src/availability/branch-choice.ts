import { fulfilmentOptionIds } from './fulfilment-options';

/** The figures of an availability entry these rules read (the engine's entry and the wire's both fit). */
export interface ChoiceEntry {
  originalManufacturerCode: string;
  alternativeItem: boolean;
  show: boolean;
  qty: number;
  availableQty: number;
}

/** The four slots of a branch's availability (spec 3 §3). */
export type SlotKey = 'sameDayAvailability' | 'nextDayAvailability' | 'nextDayDelivery' | 'futureDateAvailability';

/** The slot each option draws its entries from: express same-day reuses same day, by-box next day (decision 011). */
export const slotOfOption: Record<number, SlotKey> = {
  0: 'sameDayAvailability',
  1: 'nextDayAvailability',
  2: 'nextDayDelivery',
  3: 'futureDateAvailability',
  4: 'sameDayAvailability',
  5: 'nextDayAvailability',
};

/** spec 3 §8 stock status labels. */
export type StockStatus = 'Available' | 'Limited stock' | 'Out of stock';

export function stockStatusOf(entry: Pick<ChoiceEntry, 'qty' | 'availableQty'>): StockStatus {
  if (entry.availableQty <= 0) return 'Out of stock';
  return entry.availableQty >= entry.qty ? 'Available' : 'Limited stock';
}

export interface VisibleEntry<T extends ChoiceEntry> {
  entry: T;
  /** The line has both its own part and an alternative in this slot, so the toggle is offered. */
  canSwap: boolean;
  /** The entry shown is an alternative ('See genuine product' swaps back). */
  showingAlternative: boolean;
}

/**
 * spec 3 §4.4: one entry per basket line. The engine marks the one to show (`show`); a line the user swapped shows
 * the other kind instead: 'See alternative product' shows the equivalent and hides the genuine line, 'See genuine
 * product' reverses it. `swapped` holds the lines' original manufacturer codes.
 */
export function visibleEntries<T extends ChoiceEntry>(entries: readonly T[], swapped: ReadonlySet<string>): VisibleEntry<T>[] {
  const lines = new Map<string, T[]>();
  for (const entry of entries) lines.set(entry.originalManufacturerCode, [...(lines.get(entry.originalManufacturerCode) ?? []), entry]);
  return [...lines].flatMap(([code, group]) => {
    const shown = group.find((entry) => entry.show) ?? group[0];
    if (!shown) return [];
    const other = group.find((entry) => entry.alternativeItem !== shown.alternativeItem);
    const entry = swapped.has(code) && other ? other : shown;
    return [{ entry, canSwap: other !== undefined, showingAlternative: entry.alternativeItem }];
  });
}

export type AcceptanceCall = 'select' | 'selectDelivery' | 'byBox';

export interface ProceedPlan<T extends ChoiceEntry = ChoiceEntry> {
  /** spec 3 §4.5: the option supplies the whole basket, so the flow goes straight on (no Proceed to checkout? dialog). */
  coversWholeBasket: boolean;
  /** Lines (original codes) with nothing available: they go to save-for-later before acceptance. */
  unavailableCodes: string[];
  /**
   * Lines the branch has some of but not all: the basket keeps what is available and the rest goes to save-for-later
   * ('You will get the items available now'), so checkout charges for what the branch can supply.
   */
  shortLines: { entry: T; keepQty: number }[];
  /** Which acceptance: options 0, 1, 3, 4 collect (Select), 2 delivery (SelectDelivery), 5 by-box. */
  acceptance: AcceptanceCall;
  /** Options 4 and 5 open their modal first (courier quote, BY-BOX DELIVERY). */
  modal: 'courierQuote' | 'byBox' | null;
}

/** spec 3 §4.5 Proceed for one option of a branch, given the entries the row shows. */
export function proceedPlan<T extends ChoiceEntry>(option: { id: number; availableQty: number; requestedQty: number }, shown: readonly T[]): ProceedPlan<T> {
  const acceptance: AcceptanceCall = option.id === fulfilmentOptionIds.nextDayDelivery ? 'selectDelivery' : option.id === fulfilmentOptionIds.byBox ? 'byBox' : 'select';
  const modal = option.id === fulfilmentOptionIds.expressSameDay ? 'courierQuote' : option.id === fulfilmentOptionIds.byBox ? 'byBox' : null;
  return {
    coversWholeBasket: option.availableQty >= option.requestedQty,
    unavailableCodes: shown.filter((entry) => entry.availableQty <= 0).map((entry) => entry.originalManufacturerCode),
    shortLines: shown.filter((entry) => entry.availableQty > 0 && entry.availableQty < entry.qty).map((entry) => ({ entry, keepQty: entry.availableQty })),
    acceptance,
    modal,
  };
}
