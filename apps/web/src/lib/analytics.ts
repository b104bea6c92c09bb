import { penceToPounds, poundsToPence } from '@sparesfinder/domain/money';

/**
 * GA4 ecommerce events on `window.dataLayer`, the queue Google Tag Manager (or gtag.js) reads when the site loads
 * one. Nothing here decides whether analytics is on: analytics-context.tsx does (spec 2 §3 Settings, §7).
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** spec 2 §9: analytics currency GBP. */
export const analyticsCurrency = 'GBP';

/** A part as analytics names it; price is the unit price in pounds ex VAT that the customer pays. */
export interface AnalyticsItem {
  id: string;
  name: string;
  brand?: string | null;
  price: number;
}

export interface AnalyticsLine {
  item: AnalyticsItem;
  quantity: number;
}

/** GA4's item fields (snake_case is GA4's, not ours). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  price: number;
  quantity: number;
}

export interface EcommerceEvent {
  event: string;
  ecommerce: { currency: typeof analyticsCurrency; value: number; items: Ga4Item[] };
}

const ga4ItemOf = ({ item, quantity }: AnalyticsLine): Ga4Item => ({
  item_id: item.id,
  item_name: item.name,
  ...(item.brand ? { item_brand: item.brand } : {}),
  price: penceToPounds(poundsToPence(item.price)),
  quantity,
});

/** Any GA4 ecommerce event (add_to_cart, begin_checkout, add_payment_info, purchase): value sums the lines in whole pence. */
export function buildEcommerceEvent(event: string, lines: AnalyticsLine[]): EcommerceEvent {
  const valuePence = lines.reduce((sum, line) => sum + poundsToPence(line.item.price) * line.quantity, 0);
  return {
    event,
    ecommerce: { currency: analyticsCurrency, value: penceToPounds(valuePence), items: lines.map(ga4ItemOf) },
  };
}

export const buildAddToCartEvent = (item: AnalyticsItem, quantity: number) =>
  buildEcommerceEvent('add_to_cart', [{ item, quantity }]);

/** GA4 asks for `{ ecommerce: null }` first so the previous event's items do not merge into this one. */
export function pushEcommerceEvent(event: EcommerceEvent, target: Window = window) {
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null }, event);
}
