import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

// The contract names no body for the delete; whatever comes back (or nothing) is accepted.
const anyResponse = z.unknown();

export const deleteSaveForLater = (id: number) =>
  apiRequest(apiRoutes.saveForLater.delete, { method: 'DELETE', query: { ID: id }, schema: anyResponse });

export function useDeleteSaveForLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['basket', 'delete-save-for-later'],
    mutationFn: deleteSaveForLater,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['basket', 'save-for-later'] }),
  });
}
