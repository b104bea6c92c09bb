import { useQueryClient } from '@tanstack/react-query';
import {
  AddSavedPartsToBasketRequest,
  AddSavedPartsToBasketResponse,
} from '@sparesfinder/contracts/save-for-later';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, basketKeys, reloadBasket } from '../basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const addSavedPartsToBasket = (request: AddSavedPartsToBasketRequest) =>
  apiRequest(apiRoutes.saveForLater.addSavedPartsToBasket, {
    method: 'POST',
    body: AddSavedPartsToBasketRequest.parse(request),
    schema: AddSavedPartsToBasketResponse,
  });

/**
 * spec 2 §4 saved parts order 'Add to Basket': priced lines only, customer order number = the reference, then the
 * saved order is deleted. The server applies domain/basket/saved-parts.ts and counts the obsolete lines.
 */
export function useAddSavedPartsToBasket() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: basketKeys.mutation('add-saved-parts'),
    mutationFn: addSavedPartsToBasket,
    onSuccess: (result) => applyBasket(queryClient, result.basket, { reloadSaved: true }),
    onError: () => reloadBasket(queryClient),
  });
}
