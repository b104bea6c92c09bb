import { useQueryClient } from '@tanstack/react-query';
import { Basket } from '@sparesfinder/contracts/basket';
import { AddDeliveryQuoteToBasketRequest } from '@sparesfinder/contracts/delivery-quote';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, reloadBasket } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const addDeliveryQuoteToBasket = (request: AddDeliveryQuoteToBasketRequest) =>
  apiRequest(apiRoutes.basket.addDeliveryQuote, {
    method: 'POST',
    body: AddDeliveryQuoteToBasketRequest.parse(request),
    schema: Basket,
  });

/** Adds the courier line; the basket cache takes the answered basket (header badge included), a failure reloads it. */
export function useAddDeliveryQuoteToBasket() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['delivery-quote', 'add-to-basket'],
    mutationFn: addDeliveryQuoteToBasket,
    onSuccess: (basket) => applyBasket(queryClient, basket),
    onError: () => reloadBasket(queryClient),
  });
}
