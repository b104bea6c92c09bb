import { useQuery } from '@tanstack/react-query';
import { checkoutPaths, OrganisationInfo } from '@sparesfinder/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /Checkout/GetOrganisationInfo: the contact details the order form starts from (spec 3 §3). */
export const useOrganisationInfo = () =>
  useQuery({ queryKey: checkoutKeys.organisation, queryFn: ({ signal }) => apiRequest(checkoutPaths.organisationInfo, { schema: OrganisationInfo, signal }) });
