import { useQueryClient } from '@tanstack/react-query';
import { SuccessResponse } from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { requestedProductsQueryKey } from './search-requested-products';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** POST RequestedProducts/RemoveProductFromRequestedProducts (spec 2 §7). */
export const removeRequestedProduct = (id: number) =>
  apiRequest(apiRoutes.lists.removeRequestedProduct, {
    method: 'POST',
    body: { id },
    schema: SuccessResponse,
  });

export function useRemoveRequestedProduct() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['lists', 'remove-requested-product'],
    mutationFn: removeRequestedProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestedProductsQueryKey }),
  });
}
