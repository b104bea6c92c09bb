import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Basket, type AddBasketLineRequest } from '@sparesfinder/contracts/basket';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /Basket/AddLine (contracts/basket.ts): sets one line to qty, replacing a line with the same manufacturer
 * code; 0 removes it (spec 2 §4). It carries no version, so a card add never meets a 409.
 */
export const setBasketLine = (request: AddBasketLineRequest) =>
  apiRequest(apiRoutes.basket.addLine, { method: 'POST', body: request, schema: Basket });

/** Every basket query (the header badge's included) starts with 'basket'. */
const basketQueryPrefix = ['basket'] as const;
/** Quantities per manufacturer code (lower case) from the last basket the server answered, shared by cards and modals. */
export const basketQuantitiesQueryKey = ['catalogue', 'basket-quantities'] as const;
export type BasketQuantities = ReadonlyMap<string, number>;

export const quantitiesOf = (basket: Basket): BasketQuantities =>
  new Map(
    basket.lines
      .filter((line) => line.basketLineTypeId === 1)
      .map((line) => [line.manufacturerCode.toLowerCase(), line.qty]),
  );

function rememberBasket(queryClient: QueryClient, basket: Basket) {
  queryClient.setQueryData(basketQuantitiesQueryKey, quantitiesOf(basket));
  return queryClient.invalidateQueries({ queryKey: basketQueryPrefix });
}

/** The quantity of a part in the basket: the last server answer when there is one, else what the listing said. */
export function useBasketQuantity(manufacturerCode: string, listedQty: number): number {
  const { data } = useQuery<BasketQuantities>({
    queryKey: basketQuantitiesQueryKey,
    queryFn: () => new Map(),
    enabled: false,
    staleTime: Infinity,
  });
  return data?.get(manufacturerCode.toLowerCase()) ?? listedQty;
}

export function useSetBasketLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['catalogue', 'set-basket-line'],
    mutationFn: setBasketLine,
    onSuccess: (basket) => rememberBasket(queryClient, basket),
  });
}
