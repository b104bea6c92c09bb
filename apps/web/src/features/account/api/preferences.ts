import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChangePreferenceResponse, Preference } from '@sparesfinder/contracts/account';
import { accountAdminPaths } from '@sparesfinder/contracts/account-users';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

const preferenceKey = ['account', 'preference'] as const;

export const preferenceQueryOptions = queryOptions({
  queryKey: preferenceKey,
  queryFn: ({ signal }) => apiRequest(accountAdminPaths.getPreference, { schema: Preference, signal }),
});
export const usePreference = () => useQuery(preferenceQueryOptions);

export const changePreference = (preferNonGenuineParts: boolean) =>
  apiRequest(accountAdminPaths.changePreference, { method: 'POST', body: { preferNonGenuineParts }, schema: ChangePreferenceResponse });

export function useChangePreference() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['account', 'change-preference'],
    mutationFn: changePreference,
    onSuccess: (result) => {
      if (result.success) queryClient.setQueryData(preferenceKey, { preferNonGenuineParts: result.preferNonGenuineParts });
    },
  });
}
