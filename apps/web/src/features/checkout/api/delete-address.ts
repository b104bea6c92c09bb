import { useQueryClient } from '@tanstack/react-query';
import { checkoutPaths, DeleteAddressResponse } from '@sparesfinder/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const deleteAddress = (id: number) => apiRequest(checkoutPaths.deleteAddress, { method: 'DELETE', query: { id }, schema: DeleteAddressResponse });

/** DELETE /Address/DeleteAddress?id= (spec 3 §7); the page shows 'Error occured while deleting address' on failure. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({ mutationFn: deleteAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: [...checkoutKeys.all, 'addresses'] }) });
}
