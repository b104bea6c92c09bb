import { ThankYouResponse } from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** POST SparesAvailability/BuyingGroupEmail, no body: the 'Cash Back Available' Register button (spec 2 §4). */
export const registerCashBack = () =>
  apiRequest(apiRoutes.lists.cashBackRegistration, { method: 'POST', schema: ThankYouResponse });

export const useRegisterCashBack = () =>
  useSingleFlightMutation({ mutationKey: ['catalogue', 'register-cash-back'], mutationFn: registerCashBack });
