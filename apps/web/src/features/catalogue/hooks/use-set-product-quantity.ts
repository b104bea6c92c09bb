import type { ProductCard } from '@sparesfinder/contracts/catalogue';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import type { AnalyticsItem } from '../../../lib/analytics';
import { useAnalytics } from '../../../lib/analytics-context';
import { useSetBasketLine } from '../api/set-basket-line';

/** The basket line a card sends: the part and the appliance it was found through. */
export const basketLineOf = (product: ProductCard, qty: number) => ({
  manufacturerCode: product.mpn,
  qty,
  iBasisAppliance: product.app,
  iBasisManId: product.manid,
  iBasisApplianceId: product.appid,
  iBasisGCN: product.pgcn,
  iBasisApplianceGC: product.appgc,
});

/** The part as the card shows it, at the price this customer pays (buying-group members pay their cost). */
export const analyticsItemOf = (product: ProductCard): AnalyticsItem => ({
  id: product.mpn,
  name: displayDescription(product.description) || product.mpn,
  brand: product.man ?? product.manufacturerName,
  price: product.buyingGroupCost ?? product.price,
});

/**
 * Sets a product's basket line from a card or the added-to-basket dialog. Only a confirmed rise is an add_to_cart
 * (spec 2 §7), for the difference: decreases, removals and failed writes send nothing.
 */
export function useSetProductQuantity(product: ProductCard, current: number) {
  const setLine = useSetBasketLine();
  const { trackAddToCart } = useAnalytics();
  const setQuantity = (next: number, onSuccess?: () => void) =>
    setLine.mutate(basketLineOf(product, next), {
      onSuccess: () => {
        if (next > current) trackAddToCart(analyticsItemOf(product), next - current);
        onSuccess?.();
      },
    });
  return { setQuantity, setLine };
}
