import { hoursOn, lastCollectionMinute, nextDayWhere, type OpeningDay } from './opening-hours';
import { fromUkMoment, toUkMoment, weekdayOf, type UkMoment } from './uk-time';

/** What a branch's slots depend on, all read from the database (branches, branch_opening_hours, suppliers). */
export interface SlotRules {
  openingHours: readonly OpeningDay[];
  /** Minutes a branch needs to pick an order for same-day collection. */
  sameDayPickMinutes: number;
  /** Working days a merchant needs to bring in what the branch does not hold (the future-date slot). */
  leadTimeDays: number;
  /** The merchant delivers next working day from the branch (the next-day delivery slot). */
  deliversNextDay: boolean;
  /** Orders for next-day delivery must be placed before this minute of the day; later ones go a day later. */
  deliveryCutoffMinute: number;
}

/** spec 3 §4.1 / issue 14: next-day and later collections are ready by 9:30 (or opening, if later). */
export const collectionReadyMinute = 9 * 60 + 30;

/** The later-date slot is the lead time's count of collection days ahead, and never before the second one. */
const minimumLaterDateOpenDays = 2;

export interface SlotTimes {
  sameDay: Date | null;
  nextDay: Date | null;
  nextDayDelivery: Date | null;
  futureDate: Date | null;
}

/** The moment a collection on `day` is ready, or null if the branch is shut or the ready time misses collection. */
function collectionOn(rules: SlotRules, day: number, earliestMinute: number): UkMoment | null {
  const hours = hoursOn(rules.openingHours, day);
  if (!hours) return null;
  const minute = Math.max(hours.opens, earliestMinute);
  return minute < lastCollectionMinute(hours, day) ? { day, minute } : null;
}

const isWorkingDay = (day: number) => weekdayOf(day) >= 1 && weekdayOf(day) <= 5;

/**
 * The four slots' date-times for one branch at `now`:
 * - same day: today, once picked (now + pick time, not before opening), before closing (noon on Saturday);
 * - next day: the next day the branch can hand over a collection, ready by 9:30;
 * - next-day delivery: the next working day the branch is open (the one after when ordered after the merchant's
 *   cut-off), delivered by closing; only for merchants that deliver;
 * - future date: the lead time's count of open days ahead (at least the day after next day), ready by 9:30.
 */
export function slotTimes(rules: SlotRules, now: Date): SlotTimes {
  const { day: today, minute: nowMinute } = toUkMoment(now);
  const sameDay = collectionOn(rules, today, nowMinute + rules.sameDayPickMinutes);
  const nextDayNumber = nextDayWhere(today, (day) => collectionOn(rules, day, collectionReadyMinute) !== null);
  const nextDay = nextDayNumber === null ? null : collectionOn(rules, nextDayNumber, collectionReadyMinute);

  let nextDayDelivery: UkMoment | null = null;
  if (rules.deliversNextDay) {
    const isDeliveryDay = (day: number) => isWorkingDay(day) && hoursOn(rules.openingHours, day) !== null;
    const first = nextDayWhere(today, isDeliveryDay);
    const day = first !== null && nowMinute >= rules.deliveryCutoffMinute ? nextDayWhere(first, isDeliveryDay) : first;
    const hours = day === null ? null : hoursOn(rules.openingHours, day);
    if (day !== null && hours) nextDayDelivery = { day, minute: hours.closes };
  }

  // spec 3 §4.1: option 3 collects on a *later* date than option 1. The first collection day is the next-day slot,
  // so the later date is at least the second one, even when the merchant's lead time is 0 or 1 day.
  let futureDate: UkMoment | null = null;
  let day: number | null = today;
  for (let remaining = Math.max(minimumLaterDateOpenDays, rules.leadTimeDays); remaining > 0 && day !== null; remaining--) {
    day = nextDayWhere(day, (candidate) => collectionOn(rules, candidate, collectionReadyMinute) !== null);
  }
  if (day !== null) futureDate = collectionOn(rules, day, collectionReadyMinute);

  const instant = (moment: UkMoment | null) => (moment ? fromUkMoment(moment) : null);
  return { sameDay: instant(sameDay), nextDay: instant(nextDay), nextDayDelivery: instant(nextDayDelivery), futureDate: instant(futureDate) };
}

/** Whether an instant falls on the same UK day as `now` (express same-day needs a slot date of today). */
export const isUkToday = (instant: Date, now: Date): boolean => toUkMoment(instant).day === toUkMoment(now).day;

/** The UK minute of the day of `now` (cut-offs are wall-clock times). */
export const ukMinuteOfDay = (now: Date): number => toUkMoment(now).minute;
