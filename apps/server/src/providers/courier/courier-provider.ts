/** Same-day couriers the shop books from a branch to a site (spec 2 §3, spec 3 §3 courier lines). */
export type CourierCode = 'GOPHR' | 'STUART';

export interface CourierQuoteRequest {
  couriers: readonly CourierCode[];
  /** Delivery windows wanted, in minutes (spec 2 §9: 90, 120, 180). */
  windows: readonly number[];
  pickup: { postcode: string; latitude: number; longitude: number };
  dropoff: { postcode: string; latitude: number; longitude: number };
  /** Straight-line branch-to-site distance, computed once by the caller. */
  distanceMiles: number;
  /** Product units in the basket: bigger loads cost more (and may need a van). */
  basketUnits: number;
}

export interface CourierPrice {
  courierCode: CourierCode;
  deliveryMinutes: number;
  /** Net of VAT, integer pence. */
  priceNetPence: number;
}

export interface CourierProvider {
  readonly name: 'rate-card' | 'http';
  /** Prices for each courier and window it can serve; an unserviceable combination is simply absent. */
  quote(request: CourierQuoteRequest): Promise<CourierPrice[]>;
}
