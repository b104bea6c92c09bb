import { useQueryClient } from '@tanstack/react-query';
import { ChangeLocationRequest, ChangeLocationResponse } from '@sparesfinder/contracts/location';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, reloadBasket } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** POST /Basket/ChangeLocation: saves the postcode as the basket's fulfillmentPostcode. */
export const changeLocation = (request: ChangeLocationRequest) =>
  apiRequest(apiRoutes.basket.changeLocation, {
    method: 'POST',
    body: ChangeLocationRequest.parse(request),
    schema: ChangeLocationResponse,
  });

/** The answer carries the basket with the new postcode: the basket cache takes it; a failure reloads it. */
export function useChangeLocation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['location', 'change'],
    mutationFn: changeLocation,
    onSuccess: (result) => applyBasket(queryClient, result.basket),
    onError: () => reloadBasket(queryClient),
  });
}
