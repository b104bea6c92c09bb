import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AccountTypesResponse,
  GroupedBranchesResponse,
  merchantAccountPaths as paths,
  MerchantAccountsResponse,
  MerchantAccountWriteResponse,
  PaymentMethodTypesResponse,
  SuppliersResponse,
  ValidateMerchantAccountResponse,
  type CreateMerchantAccountRequest,
} from '@sparesfinder/contracts/merchant-accounts';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** spec 1 §7 Merchant accounts: one query or mutation per call. */
export const merchantAccountsKey = ['account', 'merchant-accounts'] as const;

export const merchantAccountsQueryOptions = queryOptions({
  queryKey: merchantAccountsKey,
  queryFn: ({ signal }) => apiRequest(paths.list, { schema: MerchantAccountsResponse, signal }),
});
export const useMerchantAccounts = () => useQuery(merchantAccountsQueryOptions);

export const useSuppliers = () =>
  useQuery({ queryKey: ['account', 'suppliers'], queryFn: ({ signal }) => apiRequest(paths.suppliers, { schema: SuppliersResponse, signal }), staleTime: 10 * 60_000 });

export const useAccountTypes = () =>
  useQuery({ queryKey: ['account', 'account-types'], queryFn: ({ signal }) => apiRequest(paths.types, { schema: AccountTypesResponse, signal }), staleTime: 10 * 60_000 });

export const usePaymentMethodTypes = () =>
  useQuery({
    queryKey: ['account', 'payment-method-types'],
    queryFn: ({ signal }) => apiRequest(paths.paymentMethodTypes, { schema: PaymentMethodTypesResponse, signal }),
    staleTime: 10 * 60_000,
  });

export const useGroupedBranches = (supplierId: number | undefined) =>
  useQuery({
    queryKey: ['account', 'grouped-branches', supplierId],
    queryFn: ({ signal }) => apiRequest(paths.groupedBranches, { query: { SupplierID: supplierId }, schema: GroupedBranchesResponse, signal }),
    enabled: supplierId !== undefined,
    staleTime: 10 * 60_000,
  });

export const validateMerchantAccount = (application: CreateMerchantAccountRequest) =>
  apiRequest(paths.validate, { method: 'POST', body: application, schema: ValidateMerchantAccountResponse });

/** The validate button: a double click asks once (each check counts against the company's limit). */
export const useValidateMerchantAccount = () =>
  useSingleFlightMutation({ mutationKey: ['account', 'validate-merchant-account'], mutationFn: validateMerchantAccount });

function useWrite<Input>(name: string, write: (input: Input) => Promise<MerchantAccountWriteResponse>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['account', name],
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantAccountsKey }),
  });
}

export const useCreateMerchantAccount = () =>
  useWrite('create-merchant-account', (application: CreateMerchantAccountRequest) =>
    apiRequest(paths.create, { method: 'POST', body: application, schema: MerchantAccountWriteResponse }),
  );

export const useUpdateMerchantAccount = () =>
  useWrite('update-merchant-account', (input: { id: number; typeID?: number }) =>
    apiRequest(paths.update, { method: 'POST', body: input, schema: MerchantAccountWriteResponse }),
  );

export const useDeleteMerchantAccount = () =>
  useWrite('delete-merchant-account', (id: number) => apiRequest(paths.delete, { query: { id }, csrf: true, schema: MerchantAccountWriteResponse }));

export const useUpdatePaymentMethodType = () =>
  useWrite('update-payment-method-type', (input: { id: number; defaultPaymentMethodTypeId: number }) =>
    apiRequest(paths.updatePaymentMethodType, { method: 'POST', body: input, schema: MerchantAccountWriteResponse }),
  );
