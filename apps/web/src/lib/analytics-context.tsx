import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { buildAddToCartEvent, buildEcommerceEvent, pushEcommerceEvent, type AnalyticsItem } from './analytics';

/**
 * Whether analytics is on, for any feature to report to. The app sets it from enableGoogleAnalytics (spec 1 §7,
 * app/configured-analytics.tsx); off by default, so until that setting has answered true (loading, failed or
 * false) events are dropped, not queued for later.
 */
const AnalyticsEnabledContext = createContext(false);

export function AnalyticsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <AnalyticsEnabledContext.Provider value={enabled}>{children}</AnalyticsEnabledContext.Provider>;
}

/** spec 2 §7: an add_to_cart event when analytics is on (checkout's events will join it here). */
export function useAnalytics() {
  const enabled = useContext(AnalyticsEnabledContext);
  return useMemo(
    () => ({
      /** So a caller skips work (e.g. a fetch) whose only use is an event that would be dropped. */
      enabled,
      trackAddToCart(item: AnalyticsItem, quantity: number) {
        if (enabled && quantity > 0) pushEcommerceEvent(buildAddToCartEvent(item, quantity));
      },
      /** spec 3 §7: begin_checkout, add_payment_info and purchase (GBP), from a basket's lines, only when analytics is on. */
      trackEcommerce(event: 'begin_checkout' | 'add_payment_info' | 'purchase', lines: readonly { manufacturerCode: string; description: string; cost: number; qty: number }[]) {
        if (enabled) pushEcommerceEvent(buildEcommerceEvent(event, lines.map((line) => ({ item: { id: line.manufacturerCode, name: line.description, price: line.cost }, quantity: line.qty }))));
      },
    }),
    [enabled],
  );
}
