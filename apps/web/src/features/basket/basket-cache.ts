import { useMemo } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Basket } from '@sparesfinder/contracts/basket';
import { isProductLine, sameManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import { getBasketForUser } from './api/get-basket-for-user';

/*
 * The basket's client cache: the one module of features/basket that other features may import (eslint.config.js
 * allows this file and nothing else of the basket). Whoever writes the basket — catalogue cards, location, express
 * delivery, and later availability, spares finder, reorder, checkout — hands the server's answer to applyBasket,
 * or calls reloadBasket when the write failed. Nobody else types a basket key (docs: apps/web/README.md).
 */

/** Every basket query lives under `basketKeys.all`, so invalidating it reloads all of them. */
export const basketKeys = {
  all: ['basket'] as const,
  /** The open basket (spec 2 §7 GetBasketForUser): the basket page and the header badge read it. */
  forUser: ['basket', 'for-user'] as const,
  /** Saved-for-later items (spec 2 §4). */
  saveForLater: ['basket', 'save-for-later'] as const,
  /** Saved parts orders (spec 2 §3). */
  savedParts: ['basket', 'saved-parts'] as const,
  /** A key for one of the basket feature's own mutations, e.g. mutation('change-line'). */
  mutation: (name: string) => ['basket', name] as const,
};

export const basketForUserQueryOptions = queryOptions({
  queryKey: basketKeys.forUser,
  queryFn: ({ signal }) => getBasketForUser(signal),
});

/** The open basket; the shell loads it at start (the header badge), so it is in the cache on every page. */
export const useBasketForUser = () => useQuery(basketForUserQueryOptions);

/** The basket as the cache holds it now, if it has loaded. */
export const cachedBasket = (queryClient: QueryClient): Basket | undefined =>
  queryClient.getQueryData(basketKeys.forUser);

export interface ApplyBasketOptions {
  /** The write also changed the saved items or saved parts orders (save basket, move to basket): reload them. */
  reloadSaved?: boolean;
}

/**
 * After a successful write: every basket write answers the whole recomputed basket, so it goes straight into the
 * cache (the basket page, the header badge and every card's quantity follow) with no second request.
 */
export function applyBasket(queryClient: QueryClient, basket: Basket, { reloadSaved = false }: ApplyBasketOptions = {}) {
  queryClient.setQueryData(basketKeys.forUser, basket);
  if (reloadSaved)
    void queryClient.invalidateQueries({
      queryKey: basketKeys.all,
      predicate: (query) => query.queryKey[1] !== basketKeys.forUser[1],
    });
}

/** After a failed write nobody knows what the server holds: reload every basket query. */
export const reloadBasket = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: basketKeys.all });

/** A `select` for the basket query: the quantity of a part's product line (codes compared case-blind), 0 if none. */
export const selectLineQuantity =
  (manufacturerCode: string) =>
  (basket: Basket): number =>
    basket.lines.find((line) => isProductLine(line) && sameManufacturerCode(line.manufacturerCode, manufacturerCode))
      ?.qty ?? 0;

/**
 * The quantity of a part in the basket, read from the basket query. `fallback` (e.g. what a search result said)
 * stands in until the basket has loaded or when it failed. It never refetches on mount: the shell owns loading.
 */
export function useBasketLineQuantity(manufacturerCode: string, fallback: number): number {
  const select = useMemo(() => selectLineQuantity(manufacturerCode), [manufacturerCode]);
  const { data } = useQuery({ ...basketForUserQueryOptions, select, refetchOnMount: false });
  return data ?? fallback;
}
