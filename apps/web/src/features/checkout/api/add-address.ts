import { useQueryClient } from '@tanstack/react-query';
import { AddAddressRequest, checkoutPaths, SavedAddress } from '@sparesfinder/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const addAddress = (request: AddAddressRequest) => apiRequest(checkoutPaths.addAddress, { method: 'POST', body: AddAddressRequest.parse(request), schema: SavedAddress });

/** POST /Address/AddAddress: the new billing (or delivery) address form's address, kept for next time. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({ mutationFn: addAddress, onSuccess: (address) => queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses(address.isBilling) }) });
}
