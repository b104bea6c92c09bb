import type { CourierCode, CourierPrice, CourierProvider, CourierQuoteRequest } from './courier-provider';

export interface CourierRateCard {
  basePence: number;
  perMilePence: number;
  /** Furthest drop it takes, in miles. */
  maxMiles: number;
  /** Extra per basket size band: up to 5 units, up to 20, more. */
  sizeBandPence: readonly [number, number, number];
  /** Shorter windows cost more: multiplier per window in minutes. */
  windowFactor: Readonly<Record<number, number>>;
}

/** Illustrative trade rates (not either courier's real tariff), chosen so nearby drops fit the £30 cap. */
export const builtinRateCards: Readonly<Record<CourierCode, CourierRateCard>> = {
  GOPHR: { basePence: 650, perMilePence: 95, maxMiles: 25, sizeBandPence: [0, 250, 600], windowFactor: { 90: 1.5, 120: 1.25, 180: 1 } },
  STUART: { basePence: 550, perMilePence: 110, maxMiles: 20, sizeBandPence: [0, 300, 700], windowFactor: { 90: 1.6, 120: 1.3, 180: 1 } },
};

const sizeBand = (units: number): 0 | 1 | 2 => (units <= 5 ? 0 : units <= 20 ? 1 : 2);

/** One courier's net price for a window, or null when it does not serve that distance or window. */
export function priceFromRateCard(card: CourierRateCard, distanceMiles: number, basketUnits: number, minutes: number): number | null {
  const factor = card.windowFactor[minutes];
  if (factor === undefined || distanceMiles > card.maxMiles) return null;
  const raw = card.basePence + card.perMilePence * distanceMiles + card.sizeBandPence[sizeBand(basketUnits)];
  return Math.round(raw * factor);
}

/** Built-in courier pricing: deterministic, offline, no keys (COURIER_PROVIDER=rate-card, the default). */
export function createRateCardCourier(cards: Readonly<Record<CourierCode, CourierRateCard>> = builtinRateCards): CourierProvider {
  return {
    name: 'rate-card',
    async quote(request: CourierQuoteRequest): Promise<CourierPrice[]> {
      return request.couriers.flatMap((courierCode) =>
        request.windows.flatMap((deliveryMinutes) => {
          const priceNetPence = priceFromRateCard(cards[courierCode], request.distanceMiles, request.basketUnits, deliveryMinutes);
          return priceNetPence === null ? [] : [{ courierCode, deliveryMinutes, priceNetPence }];
        }),
      );
    },
  };
}
