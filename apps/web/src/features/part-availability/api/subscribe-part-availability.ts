import { apiRoutes } from '@sparesfinder/contracts/routes';
import { PartAvailabilityResponse, type PartAvailabilityRequestForm } from '@sparesfinder/contracts/spares';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/**
 * POST /SparesAvailability/SubscribePartAvailability (spec 3 §7 "Subscribe to part availability"). The server keeps
 * one request per organisation and part, so a double click or a retry answers the same request.
 */
export const subscribePartAvailability = (request: Omit<PartAvailabilityRequestForm, 'imageUrl'> & { imageUrl?: string }) =>
  apiRequest(apiRoutes.spares.subscribePartAvailability, { method: 'POST', body: request, schema: PartAvailabilityResponse });

export const useSubscribePartAvailability = () =>
  useSingleFlightMutation({ mutationKey: ['part-availability', 'subscribe'], mutationFn: subscribePartAvailability });
