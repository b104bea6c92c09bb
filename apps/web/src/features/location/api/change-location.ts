import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChangeLocationRequest, ChangeLocationResponse } from '@sparesfinder/contracts/location';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** POST /Basket/ChangeLocation: saves the postcode as the basket's fulfillmentPostcode. */
export const changeLocation = (request: ChangeLocationRequest) =>
  apiRequest(apiRoutes.basket.changeLocation, {
    method: 'POST',
    body: ChangeLocationRequest.parse(request),
    schema: ChangeLocationResponse,
  });

/** The basket feature's queries live under ['basket']; they reload to show the new postcode. */
export function useChangeLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['location', 'change'],
    mutationFn: changeLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['basket'] }),
  });
}
