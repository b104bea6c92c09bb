import { useQueryClient } from '@tanstack/react-query';
import { SuccessMessageResponse } from '@sparesfinder/contracts/common';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { basketKeys } from '../basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const deleteSaveForLater = (id: number) =>
  apiRequest(apiRoutes.saveForLater.delete, {
    method: 'DELETE',
    query: { ID: id },
    schema: SuccessMessageResponse,
  });

export function useDeleteSaveForLater() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: basketKeys.mutation('delete-save-for-later'),
    mutationFn: deleteSaveForLater,
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKeys.saveForLater }),
  });
}
