import { useQueryClient } from '@tanstack/react-query';
import { UpdateAccountInfoResponse, type UpdateAccountInfoRequest } from '@sparesfinder/contracts/account';
import { accountAdminPaths } from '@sparesfinder/contracts/account-users';
import { apiRequest } from '../../../lib/api-client';
import { isAccountCompletedQueryKey } from './get-is-account-completed';
import { organisationQueryKey } from './get-organisation';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** spec 1 §7: POST Account/UpdateAccountInfo, form-encoded, the account save payload. */
export const updateAccountInfo = (payload: Required<UpdateAccountInfoRequest>) =>
  apiRequest(accountAdminPaths.updateAccountInfo, { method: 'POST', form: payload, schema: UpdateAccountInfoResponse });

export function useUpdateAccountInfo() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['account', 'update-account-info'],
    mutationFn: updateAccountInfo,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: organisationQueryKey }), queryClient.invalidateQueries({ queryKey: isAccountCompletedQueryKey })]),
  });
}
