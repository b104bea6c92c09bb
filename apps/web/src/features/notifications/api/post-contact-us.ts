import { useMutation } from '@tanstack/react-query';
import { ContactUsRequest, ContactUsResponse } from '@sparesfinder/contracts/notifications';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

export const postContactUs = (request: ContactUsRequest) =>
  apiRequest(apiRoutes.notifications.contactUs, {
    method: 'POST',
    body: ContactUsRequest.parse(request),
    schema: ContactUsResponse,
  });

export const useContactUs = () => useMutation({ mutationKey: ['notifications', 'contact-us'], mutationFn: postContactUs });
