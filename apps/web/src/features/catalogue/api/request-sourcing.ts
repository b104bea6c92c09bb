import { useQueryClient } from '@tanstack/react-query';
import { ThankYouResponse, type SourcingRequest } from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/**
 * POST SparesAvailability/ObsoleteProductEmail ('Want us to source this part for you?', spec 2 §4). The server also
 * records the requested product (contracts/lists.ts), so the page makes no second call.
 */
export const requestSourcing = (request: SourcingRequest) =>
  apiRequest(apiRoutes.lists.sourcingRequest, { method: 'POST', body: request, schema: ThankYouResponse });

export function useRequestSourcing() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['catalogue', 'request-sourcing'],
    mutationFn: requestSourcing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lists', 'requested-products'] }),
  });
}
