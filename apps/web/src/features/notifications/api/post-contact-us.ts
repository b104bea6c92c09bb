import { ContactUsRequest, ContactUsResponse } from '@sparesfinder/contracts/notifications';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const postContactUs = (request: ContactUsRequest) =>
  apiRequest(apiRoutes.notifications.contactUs, {
    method: 'POST',
    body: ContactUsRequest.parse(request),
    schema: ContactUsResponse,
  });

export const useContactUs = () => useSingleFlightMutation({ mutationKey: ['notifications', 'contact-us'], mutationFn: postContactUs });
