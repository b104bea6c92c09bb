import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListTradesResponse } from '@sparesfinder/contracts/account';
import { accountAdminPaths } from '@sparesfinder/contracts/account-users';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

const tradesKey = ['account', 'trades'] as const;

/** GET Account/ListTrades (spec 1 §3 "Trade": id, selected flag). */
export const useTrades = () => useQuery({ queryKey: tradesKey, queryFn: ({ signal }) => apiRequest(accountAdminPaths.listTrades, { schema: ListTradesResponse, signal }) });

export function useUpdateTrades() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['account', 'update-trades'],
    mutationFn: (tradeIds: number[]) => apiRequest(accountAdminPaths.updateTrades, { method: 'POST', body: { tradeIds }, schema: ListTradesResponse }),
    onSuccess: (trades) => queryClient.setQueryData(tradesKey, trades),
  });
}
