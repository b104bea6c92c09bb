import { useQueryClient } from '@tanstack/react-query';
import { Basket } from '@sparesfinder/contracts/basket';
import { MoveSaveForLaterToBasketRequest } from '@sparesfinder/contracts/save-for-later';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, basketKeys, reloadBasket } from '../basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const moveSaveForLaterToBasket = (request: MoveSaveForLaterToBasketRequest) =>
  apiRequest(apiRoutes.saveForLater.moveToBasket, {
    method: 'POST',
    body: MoveSaveForLaterToBasketRequest.parse(request),
    schema: Basket,
  });

/** spec 2 §4 'Move to basket': add the item, then delete the saved entry (one server step). */
export function useMoveSaveForLaterToBasket() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: basketKeys.mutation('move-to-basket'),
    mutationFn: moveSaveForLaterToBasket,
    onSuccess: (basket) => applyBasket(queryClient, basket, { reloadSaved: true }),
    onError: () => reloadBasket(queryClient),
  });
}
