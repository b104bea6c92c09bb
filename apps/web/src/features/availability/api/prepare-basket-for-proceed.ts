import { useQueryClient } from '@tanstack/react-query';
import { AddBasketLinesRequest, Basket, UpdateBasketRequest } from '@sparesfinder/contracts/basket';
import { SaveLineForLaterRequest } from '@sparesfinder/contracts/save-for-later';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { isCourierLine, isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, basketForUserQueryOptions, reloadBasket } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** POST /Basket/AddLines: set lines to quantities (0 removes). Availability's writes: delete an item, take an alternative. */
export const setBasketLines = (request: AddBasketLinesRequest) =>
  apiRequest(apiRoutes.basket.addLines, {
    method: 'POST',
    body: AddBasketLinesRequest.parse(request),
    schema: Basket,
  });

/** POST /Basket/SaveLineForLater: the line leaves the basket for the saved items, in one step. */
const saveLineForLater = (request: SaveLineForLaterRequest) =>
  apiRequest(apiRoutes.basket.saveLineForLater, {
    method: 'POST',
    body: SaveLineForLaterRequest.parse(request),
    schema: Basket,
  });

const isByBoxLine = (line: Basket['lines'][number]) => line.basketLineTypeId === basketLineTypeIds.byBox;

/**
 * POST /Basket/UpdateBasketForUser with quoteId 0: courier lines go and quoteId is cleared (spec 3 §4.5); a by-box
 * line from an earlier choice is sent with qty 0 so it goes too (the option is being chosen again).
 */
const clearAddOns = (basket: Basket) =>
  apiRequest(apiRoutes.basket.updateForUser, {
    method: 'POST',
    body: UpdateBasketRequest.parse({
      basketKey: basket.basketKey,
      version: basket.version,
      quoteId: 0,
      lines: [
        ...basket.lines
          .filter(isProductLine)
          .map((line) => ({
            manufacturerCode: line.manufacturerCode,
            qty: line.qty,
            basketLineTypeId: line.basketLineTypeId,
          })),
        ...basket.lines
          .filter(isByBoxLine)
          .map((line) => ({
            manufacturerCode: line.manufacturerCode,
            qty: 0,
            basketLineTypeId: line.basketLineTypeId,
          })),
      ],
    }),
    schema: Basket,
  });

export interface BasketPreparation {
  /** Lines with nothing available at the chosen option: saved for later (spec 3 §4.5). */
  saveForLater: string[];
  /** Alternatives the row shows instead of the basket's part: the basket takes them (spec 3 §4.4). */
  replace: { originalCode: string; alternativeCode: string; qty: number }[];
  /** Lines the branch has only some of: the basket keeps `keepQty`, the rest is saved for later (spec 3 §4.5). */
  keepAvailable?: { manufacturerCode: string; keepQty: number }[];
}

/**
 * spec 3 §4.5 before acceptance: unavailable items go to save-for-later, shown alternatives replace their parts,
 * lines the branch has only some of keep what it has (the rest saved for later), then courier lines are removed and
 * quoteId cleared. Each step answers the basket, which goes to the basket cache.
 * A repeated step is harmless (a line already saved is gone; a line already cut saves nothing more; clearing twice
 * clears nothing).
 */
export function usePrepareBasketForProceed() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['availability', 'prepare-basket'],
    mutationFn: async ({ saveForLater, replace, keepAvailable = [] }: BasketPreparation) => {
      let basket: Basket | undefined;
      for (const manufacturerCode of saveForLater) basket = await saveLineForLater({ manufacturerCode });
      if (replace.length)
        basket = await setBasketLines({
          lines: replace.flatMap(({ originalCode, alternativeCode, qty }) => [
            { manufacturerCode: originalCode, qty: 0 },
            { manufacturerCode: alternativeCode, qty },
          ]),
        });
      for (const { manufacturerCode, keepQty } of keepAvailable) basket = await saveLineForLater({ manufacturerCode, keepQty });
      basket ??= await queryClient.fetchQuery({ ...basketForUserQueryOptions, staleTime: 0 });
      if (basket.quoteId !== 0 || basket.lines.some((line) => isCourierLine(line) || isByBoxLine(line)))
        basket = await clearAddOns(basket);
      applyBasket(queryClient, basket, { reloadSaved: saveForLater.length + keepAvailable.length > 0 });
      return basket;
    },
    onError: () => reloadBasket(queryClient),
  });
}

/** Delete item? (spec 3 §2.3): the line leaves the basket. */
export function useDeleteBasketLine() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['availability', 'delete-line'],
    mutationFn: (manufacturerCode: string) => setBasketLines({ lines: [{ manufacturerCode, qty: 0 }] }),
    onSuccess: (basket) => applyBasket(queryClient, basket),
    onError: () => reloadBasket(queryClient),
  });
}
