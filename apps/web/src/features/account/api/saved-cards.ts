import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeleteSavedCardResponse, savedCardPaths, SavedCardsResponse } from '@sparesfinder/contracts/saved-cards';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

const savedCardsKey = ['account', 'saved-cards'] as const;

/** The saved-cards contract (contracts/saved-cards.ts): the checkout area serves both calls. */
export const savedCardsQueryOptions = queryOptions({
  queryKey: savedCardsKey,
  queryFn: ({ signal }) => apiRequest(savedCardPaths.list, { schema: SavedCardsResponse, signal }),
});
export const useSavedCards = () => useQuery(savedCardsQueryOptions);

/** spec 1 §4 "Card removal": confirm, delete, reload the cards. */
export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['account', 'delete-saved-card'],
    mutationFn: async (tokenId: string) => {
      const result = await apiRequest(savedCardPaths.delete, { method: 'DELETE', query: { tokenId }, schema: DeleteSavedCardResponse });
      if (!result.success) throw new Error(result.message ?? 'not deleted');
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsKey }),
  });
}
