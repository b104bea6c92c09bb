import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PreviousOrdersResponse, type PreviousOrdersRequest } from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** POST Orders/PreviousOrders (spec 1 §7). */
export const getPreviousOrders = (request: PreviousOrdersRequest, signal?: AbortSignal) =>
  apiRequest(apiRoutes.orders.previousOrders, { method: 'POST', body: request, schema: PreviousOrdersResponse, signal });

export const ordersKeys = {
  all: ['orders'] as const,
  previous: (request: PreviousOrdersRequest) => ['orders', 'previous', request] as const,
  detail: (basketKey: string) => ['orders', 'detail', basketKey] as const,
  branch: (branchId: number) => ['orders', 'branch', branchId] as const,
  creditNotes: (basketId: number) => ['orders', 'credit-notes', basketId] as const,
};

export const previousOrdersQueryOptions = (request: PreviousOrdersRequest) =>
  queryOptions({
    queryKey: ordersKeys.previous(request),
    queryFn: ({ signal }) => getPreviousOrders(request, signal),
    placeholderData: keepPreviousData,
  });

export const usePreviousOrders = (request: PreviousOrdersRequest) => useQuery(previousOrdersQueryOptions(request));
