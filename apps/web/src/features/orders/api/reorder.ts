import { useQueryClient } from '@tanstack/react-query';
import { Basket, type BasketLine } from '@sparesfinder/contracts/basket';
import type { OrderDetail } from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { reorderIntoBasket } from '@sparesfinder/domain/orders/order-lines';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { applyBasket, reloadBasket } from '../../basket/basket-cache';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/**
 * spec 1 §4 Reorder, with the spec's two basket calls (§7): read the basket, put every type-1 line of the order in
 * it (replacing a line with the same code, dropping zero quantities), save it. A 409 (another tab changed the basket)
 * is retried once on the basket it returns. The answer goes to the shared basket cache.
 */
export async function reorderIntoOpenBasket(order: OrderDetail): Promise<Basket> {
  let basket = await apiRequest(apiRoutes.basket.getForUser, { schema: Basket });
  for (let attempt = 0; ; attempt++) {
    const lines = reorderIntoBasket(basket.lines.filter(isProductLine).map(toLineInput), order.lines.map(toLineInput));
    try {
      return await apiRequest(apiRoutes.basket.updateForUser, {
        method: 'POST',
        body: { basketKey: basket.basketKey, version: basket.version, lines },
        schema: Basket,
      });
    } catch (error) {
      if (attempt > 0 || !isApiError(error) || error.statusCode !== 409) throw error;
      basket = await apiRequest(apiRoutes.basket.getForUser, { schema: Basket });
    }
  }
}

/** A line as UpdateBasketForUser reads it: the part, the quantity and the appliance it was found for. */
const toLineInput = (line: BasketLine) => ({
  manufacturerCode: line.manufacturerCode,
  qty: line.qty,
  basketLineTypeId: line.basketLineTypeId,
  iBasisAppliance: line.iBasisAppliance,
  iBasisManId: line.iBasisManId,
  iBasisApplianceId: line.iBasisApplianceId,
  iBasisGCN: line.iBasisGCN,
  iBasisApplianceGC: line.iBasisApplianceGC,
});

export function useReorder() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: reorderIntoOpenBasket,
    onSuccess: (basket) => applyBasket(queryClient, basket),
    onError: () => void reloadBasket(queryClient),
  });
}
