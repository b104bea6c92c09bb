import { useQueryClient } from '@tanstack/react-query';
import {
  SelectAvailabilityRequest,
  SelectAvailabilityResponse,
  SelectDeliveryRequest,
} from '@sparesfinder/contracts/availability';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { reloadBasket } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** POST /SparesAvailability/Select: collect options 0, 1, 3, 4 and by-box 5 (spec 3 §4.5). Answers true. */
export const selectAvailability = (request: SelectAvailabilityRequest) =>
  apiRequest(apiRoutes.availability.select, {
    method: 'POST',
    body: SelectAvailabilityRequest.parse(request),
    schema: SelectAvailabilityResponse,
  });

/** POST /SparesAvailability/SelectDelivery: option 2, delivery from the next-day delivery slot. Answers true. */
export const selectDelivery = (request: SelectDeliveryRequest) =>
  apiRequest(apiRoutes.availability.selectDelivery, {
    method: 'POST',
    body: SelectDeliveryRequest.parse(request),
    schema: SelectAvailabilityResponse,
  });

/**
 * Acceptance fixes the branch, the option, the prices and a 5-minute expiry on the basket. The answer is `true`,
 * not the basket, so the basket cache reloads either way (header badge, checkout).
 */
export function useSelectAvailability() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['availability', 'select'],
    mutationFn: ({ branchId, fulfilmentOptionId }: { branchId: number; fulfilmentOptionId: number }) =>
      fulfilmentOptionId === 2
        ? selectDelivery({ branchId, fulfilmentOptionId: 2 })
        : selectAvailability({
            branchId,
            fulfilmentOptionId: fulfilmentOptionId as SelectAvailabilityRequest['fulfilmentOptionId'],
          }),
    onSettled: () => reloadBasket(queryClient),
  });
}
