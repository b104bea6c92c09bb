import { addVat, type Pence } from '../money';

/** spec 2 §9: same-day delivery windows and the most a quote may cost the customer. */
export const sameDayDeliveryWindows = [90, 120, 180] as const;
export const maxSameDayQuoteWithVatPence: Pence = 3000;

export interface NetQuote {
  priceNetPence: Pence;
}

/**
 * spec 2 §5/§9 'Only quotes up to 30 pounds are shown, with VAT added': we read it as the price the customer
 * pays, so the limit applies to the price with VAT (£25.00 net is the dearest offered). Cheapest first.
 */
export function offerableQuotes<T extends NetQuote>(quotes: readonly T[]): (T & { priceWithVatPence: Pence })[] {
  return quotes
    .map((quote) => ({ ...quote, priceWithVatPence: addVat(quote.priceNetPence) }))
    .filter((quote) => quote.priceWithVatPence <= maxSameDayQuoteWithVatPence)
    .sort((a, b) => a.priceWithVatPence - b.priceWithVatPence);
}

/** How long an offered quote holds its price before AddDeliveryQuoteToBasket refuses it. */
export const sameDayQuoteLifetimeMinutes = 15;
