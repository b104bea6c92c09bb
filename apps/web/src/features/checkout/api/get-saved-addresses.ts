import { useQuery } from '@tanstack/react-query';
import { checkoutPaths, SavedAddressesResponse } from '@sparesfinder/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /Address/GetSavedAddresses?billing=: saved billing or delivery addresses (spec 3 §7). */
export const getSavedAddresses = (billing: boolean, signal?: AbortSignal) => apiRequest(checkoutPaths.savedAddresses, { query: { billing }, schema: SavedAddressesResponse, signal });

export const useSavedAddresses = (billing: boolean, enabled = true) =>
  useQuery({ queryKey: checkoutKeys.addresses(billing), queryFn: ({ signal }) => getSavedAddresses(billing, signal), enabled });
