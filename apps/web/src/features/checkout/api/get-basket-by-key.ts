import { useQuery } from '@tanstack/react-query';
import { Basket } from '@sparesfinder/contracts/basket';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /Basket/GetBasketByKey: the basket (or, once placed, the order) the checkout and confirmation show. */
export const getBasketByKey = (basketKey: string, signal?: AbortSignal) => apiRequest(apiRoutes.basket.getByKey, { query: { basketKey }, schema: Basket, signal });

export const useBasketByKey = (basketKey: string) =>
  useQuery({ queryKey: checkoutKeys.basket(basketKey), queryFn: ({ signal }) => getBasketByKey(basketKey, signal) });

/** The same call for the confirmation page, under its own key so the checkout's open basket never stands in for it. */
export const useOrderByKey = (basketKey: string) =>
  useQuery({ queryKey: checkoutKeys.order(basketKey), queryFn: ({ signal }) => getBasketByKey(basketKey, signal) });
