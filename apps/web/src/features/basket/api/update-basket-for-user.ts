import { useQueryClient } from '@tanstack/react-query';
import {
  Basket,
  UpdateBasketRequest,
  type BasketLine,
  type BasketLineInput,
} from '@sparesfinder/contracts/basket';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { isProductLine, setBasketLine } from '@sparesfinder/domain/basket/basket-lines';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { applyBasket, basketKeys, cachedBasket, reloadBasket } from '../basket-cache';
import { getBasketForUser } from './get-basket-for-user';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

export const updateBasketForUser = (request: UpdateBasketRequest) =>
  apiRequest(apiRoutes.basket.updateForUser, {
    method: 'POST',
    body: UpdateBasketRequest.parse(request),
    schema: Basket,
  });

const toLineInput = (line: BasketLine): BasketLineInput & { basketLineTypeId: number } => ({
  manufacturerCode: line.manufacturerCode,
  qty: line.qty,
  basketLineTypeId: line.basketLineTypeId,
  iBasisAppliance: line.iBasisAppliance,
  iBasisManId: line.iBasisManId,
  iBasisApplianceId: line.iBasisApplianceId,
  iBasisGCN: line.iBasisGCN,
  iBasisApplianceGC: line.iBasisApplianceGC,
});

export interface BasketLineChange {
  manufacturerCode: string;
  /** 0 removes the line (the delete button); the page's stepper never sends less than 1. */
  qty: number;
}

/**
 * The whole basket body with one product line changed (spec 2 §7 UpdateBasketForUser). Only product lines are sent:
 * the server keeps its own lines (delivery, discount) and recomputes every price.
 */
export function basketUpdateFor(basket: Basket, change: BasketLineChange): UpdateBasketRequest {
  const products = basket.lines.filter(isProductLine).map(toLineInput);
  const current = products.find((line) => line.manufacturerCode === change.manufacturerCode);
  const lines = setBasketLine(products, {
    ...(current ?? { manufacturerCode: change.manufacturerCode, basketLineTypeId: basketLineTypeIds.product }),
    qty: change.qty,
  });
  return { basketKey: basket.basketKey, version: basket.version, lines };
}

/** A 409 means another tab changed the basket first (contracts BasketConflictResponse). */
export const isBasketConflict = (error: unknown) => isApiError(error) && error.statusCode === 409;

/**
 * Sets one line's quantity on the latest basket. A stale version (409) reloads the basket and retries once on the
 * fresh version; a second conflict is reported so the page can say the basket was reloaded.
 */
export function useChangeBasketLine() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: basketKeys.mutation('change-line'),
    mutationFn: async (change: BasketLineChange) => {
      const known = cachedBasket(queryClient) ?? (await getBasketForUser());
      try {
        return await updateBasketForUser(basketUpdateFor(known, change));
      } catch (error) {
        if (!isBasketConflict(error)) throw error;
        const fresh = await getBasketForUser();
        applyBasket(queryClient, fresh);
        return await updateBasketForUser(basketUpdateFor(fresh, change));
      }
    },
    onSuccess: (basket) => applyBasket(queryClient, basket),
    onError: () => reloadBasket(queryClient),
  });
}
