import { addVat, type Pence } from '../money';
import { lineCodeText } from './courier-names';

/** spec 2 §9: same-day delivery windows and the most a quote may cost the customer. */
export const sameDayDeliveryWindows = [90, 120, 180] as const;
export const maxSameDayQuoteWithVatPence: Pence = 3000;

export interface NetQuote {
  priceNetPence: Pence;
}

export interface TimedQuote {
  deliveryMinutes: number;
  priceWithVatPence: Pence;
}

/**
 * The one wording of a delivery window (issue #11 item 4: the option said 'within 90 minutes' while its description
 * said 'within 4 hours'). Every text about a quote's window (radio label, description, courier line) comes from here.
 */
export const sameDayWindowText = (deliveryMinutes: number): string => `within ${deliveryMinutes} minutes`;

/** The option's label in the delivery modal, from the courier's code: 'Gophr within 90 minutes'. */
export const sameDayQuoteLabel = (courierCode: string, deliveryMinutes: number): string =>
  `${lineCodeText(courierCode)} ${sameDayWindowText(deliveryMinutes)}`;

/**
 * The option's description: the courier type's time-free description ('Gophr same-day courier: collected from the
 * branch and delivered') completed with the window.
 */
export const sameDayQuoteDescription = (courierDescription: string, deliveryMinutes: number): string =>
  `${courierDescription.trim()} ${sameDayWindowText(deliveryMinutes)}`;

/** The courier line's description in the basket (spec 3 §3), from the courier's code: 'Stuart same-day delivery …'. */
export const sameDayCourierLineDescription = (courierCode: string, deliveryMinutes: number): string =>
  `${lineCodeText(courierCode)} same-day delivery ${sameDayWindowText(deliveryMinutes)}`;

/** Fastest window first; within a window the cheapest first (a trader choosing same-day wants speed first). */
export const byFastestThenCheapest = (a: TimedQuote, b: TimedQuote): number =>
  a.deliveryMinutes - b.deliveryMinutes || a.priceWithVatPence - b.priceWithVatPence;

/**
 * spec 2 §5/§9 'Only quotes up to 30 pounds are shown, with VAT added': we read it as the price the customer
 * pays, so the limit applies to the price with VAT (£25.00 net is the dearest offered). Fastest first, then cheapest.
 */
export function offerableQuotes<T extends NetQuote & { deliveryMinutes: number }>(quotes: readonly T[]): (T & { priceWithVatPence: Pence })[] {
  return quotes
    .map((quote) => ({ ...quote, priceWithVatPence: addVat(quote.priceNetPence) }))
    .filter((quote) => quote.priceWithVatPence <= maxSameDayQuoteWithVatPence)
    .sort(byFastestThenCheapest);
}

/** How long an offered quote holds its price before AddDeliveryQuoteToBasket refuses it. */
export const sameDayQuoteLifetimeMinutes = 15;
