import { useQuery } from '@tanstack/react-query';
import { savedCardPaths, SavedCardsResponse } from '@sparesfinder/contracts/saved-cards';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /SavedCard/GetSavedCards: the organisation's saved cards (gateway tokens, spec 3 §3). */
export const useSavedCards = () =>
  useQuery({ queryKey: checkoutKeys.savedCards, queryFn: ({ signal }) => apiRequest(savedCardPaths.list, { schema: SavedCardsResponse, signal }) });
