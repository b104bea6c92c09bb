import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderDetail } from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './previous-orders';

/** GET Orders/GetOrder?basketKey: one order with its lines (another organisation's key is a 404). */
export const getOrder = (basketKey: string, signal?: AbortSignal) =>
  apiRequest(apiRoutes.orders.getOrder, { query: { basketKey }, schema: OrderDetail, signal });

export const orderQueryOptions = (basketKey: string) =>
  queryOptions({ queryKey: ordersKeys.detail(basketKey), queryFn: ({ signal }) => getOrder(basketKey, signal), retry: false });

export const useOrder = (basketKey: string) => useQuery(orderQueryOptions(basketKey));
