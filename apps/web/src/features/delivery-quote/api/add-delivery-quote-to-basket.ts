import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Basket } from '@sparesfinder/contracts/basket';
import { AddDeliveryQuoteToBasketRequest } from '@sparesfinder/contracts/delivery-quote';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

export const addDeliveryQuoteToBasket = (request: AddDeliveryQuoteToBasketRequest) =>
  apiRequest(apiRoutes.basket.addDeliveryQuote, {
    method: 'POST',
    body: AddDeliveryQuoteToBasketRequest.parse(request),
    schema: Basket,
  });

/** Adds the courier line; ['basket'] (the basket feature's queries, header badge included) reloads. */
export function useAddDeliveryQuoteToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delivery-quote', 'add-to-basket'],
    mutationFn: addDeliveryQuoteToBasket,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['basket'] }),
  });
}
