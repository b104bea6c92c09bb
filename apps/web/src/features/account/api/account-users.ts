import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AccountAdminResponse,
  accountAdminPaths as paths,
  BuyingGroupAgreement,
  JoinBuyingGroupResponse,
  OrgUsersResponse,
  type InviteUserRequest,
} from '@sparesfinder/contracts/account-users';
import { apiRequest } from '../../../lib/api-client';
import { organisationQueryKey } from './get-organisation';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

const usersKey = ['account', 'users'] as const;

export const usersQueryOptions = queryOptions({ queryKey: usersKey, queryFn: ({ signal }) => apiRequest(paths.listUsers, { schema: OrgUsersResponse, signal }) });
export const useOrgUsers = () => useQuery(usersQueryOptions);

/** LockUser / UnLockUser (form data id, spec 1 §7); the list refreshes afterwards (spec 1 §4). */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['account', 'set-user-active'],
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      apiRequest(isActive ? paths.unlockUser : paths.lockUser, { method: 'POST', form: { id: String(id) }, schema: AccountAdminResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['account', 'invite-user'],
    mutationFn: (invite: InviteUserRequest) => apiRequest(paths.inviteUser, { method: 'POST', body: invite, schema: AccountAdminResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export interface JoinBuyingGroupForm {
  FullName: string;
  SignatureImage: string;
  Address1: string;
  Address2: string;
  Address3: string;
  Town: string;
  Postcode: string;
}

/** POST Account/JoinBuyingGroup (form data, spec 1 §3, §7). */
export function useJoinBuyingGroup() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['account', 'join-buying-group'],
    mutationFn: (form: JoinBuyingGroupForm) =>
      apiRequest(paths.joinBuyingGroup, {
        method: 'POST',
        form: { ...form, SendBuyingGroupEmail: 'true', SignupFormTrigger: 'merchant-account' },
        schema: JoinBuyingGroupResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationQueryKey }),
  });
}

export const useBuyingGroupAgreement = (enabled: boolean) =>
  useQuery({ queryKey: ['account', 'buying-group-agreement'], queryFn: ({ signal }) => apiRequest(paths.buyingGroupAgreement, { schema: BuyingGroupAgreement, signal }), enabled });
