import { basketLineTypeIds, isCourierLineCode } from '../basket/basket-line-types';
import { isNextDayDeliveryLine } from '../checkout/next-day-delivery';
import { fulfilmentOptionIds } from './fulfilment-options';

/**
 * spec 2 §7 SparesAvailability/RefreshAddOns (payload and behaviour not shown; our reading, decision 011): the
 * add-on lines a basket carries must belong to the option accepted on it. A courier line (GOPHR, STUART) belongs to
 * express same-day (4) with a quote; a by-box line (type 5) to by-box (5). Anything else is stale and goes.
 */
export function isStaleAddOn(line: { manufacturerCode: string; basketLineTypeId: number }, accepted: { fulfilmentOptionId: number | null; quoteId: number }): boolean {
  if (isCourierLineCode(line.manufacturerCode.trim())) return accepted.fulfilmentOptionId !== fulfilmentOptionIds.expressSameDay || accepted.quoteId === 0;
  if (line.basketLineTypeId === basketLineTypeIds.byBox) return accepted.fulfilmentOptionId !== fulfilmentOptionIds.byBox;
  if (isNextDayDeliveryLine(line)) return accepted.fulfilmentOptionId !== fulfilmentOptionIds.nextDayDelivery;
  return false;
}
