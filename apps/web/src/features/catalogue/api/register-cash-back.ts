import { useMutation } from '@tanstack/react-query';
import { ThankYouResponse } from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** POST SparesAvailability/BuyingGroupEmail, no body: the 'Cash Back Available' Register button (spec 2 §4). */
export const registerCashBack = () =>
  apiRequest(apiRoutes.lists.cashBackRegistration, { method: 'POST', schema: ThankYouResponse });

export const useRegisterCashBack = () =>
  useMutation({ mutationKey: ['catalogue', 'register-cash-back'], mutationFn: registerCashBack });
