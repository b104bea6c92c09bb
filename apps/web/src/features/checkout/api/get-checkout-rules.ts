import { useQuery } from '@tanstack/react-query';
import { CheckoutRules, checkoutPaths } from '@sparesfinder/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /Checkout/GetCheckoutRules: what the server will enforce for this basket (spec 3 §4.7, §5). */
export const getCheckoutRules = (basketKey: string, signal?: AbortSignal) => apiRequest(checkoutPaths.checkoutRules, { query: { basketKey }, schema: CheckoutRules, signal });

export const useCheckoutRules = (basketKey: string) =>
  useQuery({ queryKey: checkoutKeys.rules(basketKey), queryFn: ({ signal }) => getCheckoutRules(basketKey, signal) });
