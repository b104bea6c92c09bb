import { useQueryClient } from '@tanstack/react-query';
import { AccountOrderSubmission, CardOrderSubmission, checkoutPaths, OrderPlacementResponse, type OrderSubmission } from '@sparesfinder/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';
import { reloadBasket } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const placeAccountOrder = (submission: OrderSubmission) =>
  apiRequest(checkoutPaths.placeAccountOrder, { method: 'POST', body: AccountOrderSubmission.parse(submission), schema: OrderPlacementResponse });

export const placeCardOrder = (submission: OrderSubmission) =>
  apiRequest(checkoutPaths.placeCardOrder, { method: 'POST', body: CardOrderSubmission.parse(submission), schema: OrderPlacementResponse });

/**
 * POST /Basket/PlaceAccountOrder or PlaceCardOrder (spec 3 §7). A placed account order opens a new basket on the
 * server, so the basket cache reloads (the header badge empties).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (submission: OrderSubmission) => (submission.paymentMethodTypeId === 1 ? placeCardOrder(submission) : placeAccountOrder(submission)),
    onSuccess: (_result, submission) => {
      if (submission.paymentMethodTypeId === 2) void reloadBasket(queryClient);
    },
  });
}
