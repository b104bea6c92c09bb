import { useQueryClient } from '@tanstack/react-query';
import { SaveBasketRequest, SaveBasketResponse } from '@sparesfinder/contracts/save-for-later';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, basketKeys, reloadBasket } from '../basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const saveBasket = (request: SaveBasketRequest) =>
  apiRequest(apiRoutes.basket.saveBasket, {
    method: 'POST',
    body: SaveBasketRequest.parse(request),
    schema: SaveBasketResponse,
  });

/** spec 2 §4 Save Basket: every line saved under the order reference, then the basket is emptied. */
export function useSaveBasket() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: basketKeys.mutation('save-basket'),
    mutationFn: saveBasket,
    onSuccess: (result) => applyBasket(queryClient, result.basket, { reloadSaved: true }),
    onError: () => reloadBasket(queryClient),
  });
}
