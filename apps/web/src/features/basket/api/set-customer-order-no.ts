import { useQueryClient } from '@tanstack/react-query';
import { Basket, SetCustomerOrderNoRequest } from '@sparesfinder/contracts/basket';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, basketKeys, reloadBasket } from '../basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const setCustomerOrderNo = (request: SetCustomerOrderNoRequest) =>
  apiRequest(apiRoutes.basket.setCustomerOrderNo, {
    method: 'POST',
    body: SetCustomerOrderNoRequest.parse(request),
    schema: Basket,
  });

/** The basket's customer order number (set by a saved parts order, spec 2 §4), edited on the basket page. */
export function useSetCustomerOrderNo() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: basketKeys.mutation('set-customer-order-no'),
    mutationFn: setCustomerOrderNo,
    onSuccess: (basket) => applyBasket(queryClient, basket),
    onError: () => reloadBasket(queryClient),
  });
}
