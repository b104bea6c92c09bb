import { useQueryClient } from '@tanstack/react-query';
import { Basket } from '@sparesfinder/contracts/basket';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import type { PartCard } from '@sparesfinder/contracts/spares';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, reloadBasket } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** The basket line a part card sends: the part and the appliance it was found through (spec 3 §3 iBasis fields). */
export const basketLineOfPart = (part: PartCard, qty: number) => ({
  manufacturerCode: part.mpn,
  qty,
  iBasisAppliance: part.app,
  iBasisManId: part.manid,
  iBasisApplianceId: part.appid,
  iBasisGCN: part.pgcn,
  iBasisApplianceGC: part.appgc,
});

/**
 * POST /Basket/AddLine: spec 3 §4.10 sets the part's line to qty (a line for the same part is replaced; 0 removes
 * it). The answer is the whole basket, handed to the basket cache (badge, basket page, every card's quantity).
 */
export function useSetPartQuantity() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['spares', 'set-part-quantity'],
    mutationFn: ({ part, qty }: { part: PartCard; qty: number }) =>
      apiRequest(apiRoutes.basket.addLine, { method: 'POST', body: basketLineOfPart(part, qty), schema: Basket }),
    onSuccess: (basket) => applyBasket(queryClient, basket),
    onError: () => reloadBasket(queryClient),
  });
}
