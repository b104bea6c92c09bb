import { useMemo } from 'react';
// The one place analytics reads another area: the setting that switches it on.
import { useConfigurationVariables } from '../platform/api/get-configuration-variables';
import { buildAddToCartEvent, pushEcommerceEvent, type AnalyticsItem } from './analytics';

/**
 * spec 2 §7: an add_to_cart event is sent when enableGoogleAnalytics (spec 1 §7) is on. Until that setting has
 * answered true (loading, failed or false) analytics is off: events are dropped, not queued for later.
 */
export function useAnalytics() {
  const { data } = useConfigurationVariables();
  const enabled = data?.enableGoogleAnalytics === true;
  return useMemo(
    () => ({
      trackAddToCart(item: AnalyticsItem, quantity: number) {
        if (enabled && quantity > 0) pushEcommerceEvent(buildAddToCartEvent(item, quantity));
      },
    }),
    [enabled],
  );
}
