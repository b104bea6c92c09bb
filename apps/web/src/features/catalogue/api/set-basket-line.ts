import { useQueryClient } from '@tanstack/react-query';
import { Basket, type AddBasketLineRequest } from '@sparesfinder/contracts/basket';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, reloadBasket } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/**
 * POST /Basket/AddLine (contracts/basket.ts): sets one line to qty, replacing a line with the same manufacturer
 * code; 0 removes it (spec 2 §4). It carries no version, so a card add never meets a 409.
 */
export const setBasketLine = (request: AddBasketLineRequest) =>
  apiRequest(apiRoutes.basket.addLine, { method: 'POST', body: request, schema: Basket });

/** The answer is the whole basket: the basket cache takes it (header badge, cards); a failure reloads it. */
export function useSetBasketLine() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['catalogue', 'set-basket-line'],
    mutationFn: setBasketLine,
    onSuccess: (basket) => applyBasket(queryClient, basket),
    onError: () => reloadBasket(queryClient),
  });
}
