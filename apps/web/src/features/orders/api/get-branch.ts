import { queryOptions, useQuery } from '@tanstack/react-query';
import { BranchDetail } from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './previous-orders';

/** GET Branch/GetBranch?branchId (spec 1 §7): the branch details modal. */
export const getBranch = (branchId: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.orders.getBranch, { query: { branchId }, schema: BranchDetail, signal });

export const useBranch = (branchId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: ordersKeys.branch(branchId ?? 0),
      queryFn: ({ signal }) => getBranch(branchId ?? 0, signal),
      enabled: branchId !== null,
      staleTime: 10 * 60_000,
    }),
  );
