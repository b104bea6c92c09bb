import { useQueryClient } from '@tanstack/react-query';
import { Basket, UpdateBasketRequest } from '@sparesfinder/contracts/basket';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, reloadBasket } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** Whole-body update of the open basket (spec 3 §4.7 "quantity 0 removes the line, then the basket is saved"). */
export const updateBasketLines = (request: UpdateBasketRequest) =>
  apiRequest(apiRoutes.basket.updateForUser, { method: 'POST', body: UpdateBasketRequest.parse(request), schema: Basket });

export function useUpdateBasketLines() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: updateBasketLines,
    onSuccess: (basket) => applyBasket(queryClient, basket),
    onError: () => reloadBasket(queryClient),
  });
}
