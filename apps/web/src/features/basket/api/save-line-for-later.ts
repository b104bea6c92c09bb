import { useQueryClient } from '@tanstack/react-query';
import { Basket } from '@sparesfinder/contracts/basket';
import { SaveLineForLaterRequest } from '@sparesfinder/contracts/save-for-later';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, basketKeys, reloadBasket } from '../basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const saveLineForLater = (request: SaveLineForLaterRequest) =>
  apiRequest(apiRoutes.basket.saveLineForLater, {
    method: 'POST',
    body: SaveLineForLaterRequest.parse(request),
    schema: Basket,
  });

/** spec 2 §4: the line leaves the basket and joins the saved items; the saved items reload. */
export function useSaveLineForLater() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: basketKeys.mutation('save-line-for-later'),
    mutationFn: saveLineForLater,
    onSuccess: (basket) => applyBasket(queryClient, basket, { reloadSaved: true }),
    onError: () => reloadBasket(queryClient),
  });
}
