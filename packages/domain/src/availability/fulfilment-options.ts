import type { Pence } from '../money';
import { formatDayDate } from '../dates';

/** spec 3 §4.1 fulfilment option ids. */
export const fulfilmentOptionIds = {
  collectSameDay: 0,
  collectNextDay: 1,
  nextDayDelivery: 2,
  collectLater: 3,
  expressSameDay: 4,
  byBox: 5,
} as const;
export type FulfilmentOptionId = (typeof fulfilmentOptionIds)[keyof typeof fulfilmentOptionIds];

/** The options that are delivered, not collected (spec 3 §4.1: next-day delivery, express same-day delivery, by-box delivery). */
const deliveredOptionIds = new Set<number>([fulfilmentOptionIds.nextDayDelivery, fulfilmentOptionIds.expressSameDay, fulfilmentOptionIds.byBox]);

/**
 * Whether accepting this option makes the basket a delivery order (spec 3 §2.5, §4.1). By-box counts as a delivery
 * (its own rules waive the delivery address, spec 3 §5); options 0, 1 and 3 are collections.
 */
export const isDeliveryOption = (id: number | null): boolean => id !== null && deliveredOptionIds.has(id);

/** The collect and delivery slots the default may pick from (express and by-box are choices, never the default). */
const slotOptionIds = new Set<number>([0, 1, 2, 3]);

export interface FulfilmentOption {
  id: FulfilmentOptionId;
  dateTime: Date;
  /** 'Tue 3rd Jun' (spec 3 §9), in the UK calendar. */
  dateText: string;
  /** Units of the basket's own parts this option supplies, of `requestedQty`. */
  availableQty: number;
  requestedQty: number;
  hasAlternative: boolean;
  /** What the shown entries cost for the units available, pence ex VAT. */
  totalPence: Pence;
}

export type OptionDraft = Omit<FulfilmentOption, 'dateText'>;

/** spec 3 §4.1: the options list is sorted by date (same date: by id). */
export function sortOptions(drafts: readonly OptionDraft[]): FulfilmentOption[] {
  return [...drafts]
    .sort((a, b) => a.dateTime.getTime() - b.dateTime.getTime() || a.id - b.id)
    .map((draft) => ({ ...draft, dateText: formatDayDate(draft.dateTime) }));
}

/**
 * spec 3 §4.1: the default option is the earliest-dated slot that has stock, or the earliest with alternatives if
 * none has stock; null when neither (the branch has nothing for this basket).
 */
export function defaultOptionId(options: readonly FulfilmentOption[]): FulfilmentOptionId | null {
  const slots = options.filter((option) => slotOptionIds.has(option.id));
  return (slots.find((option) => option.availableQty > 0) ?? slots.find((option) => option.hasAlternative))?.id ?? null;
}
