import { checkoutPaths, ValidateDiscountRequest, ValidateDiscountResponse } from '@sparesfinder/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const validateDiscount = (request: ValidateDiscountRequest) =>
  apiRequest(checkoutPaths.validateDiscount, { method: 'POST', body: ValidateDiscountRequest.parse(request), schema: ValidateDiscountResponse });

/** POST /Checkout/ValidateDiscountCode (spec 3 §7): valid, invalidReason, discountAmount. */
export const useValidateDiscount = () => useSingleFlightMutation({ mutationFn: validateDiscount });
