import { useQueryClient } from '@tanstack/react-query';
import { Basket, type AddBasketLineRequest } from '@sparesfinder/contracts/basket';
import type { RecentlyOrderedLine } from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { buyAgainQuantity } from '@sparesfinder/domain/basket/buy-again';
import { apiRequest } from '../../../lib/api-client';
import { applyBasket, cachedBasket, reloadBasket, selectLineQuantity } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

const addLine = (request: AddBasketLineRequest) =>
  apiRequest(apiRoutes.basket.addLine, { method: 'POST', body: request, schema: Basket });

/**
 * Recently Ordered 'Buy again': the ordered line, with the appliance it was bought for, goes into the basket on top
 * of what it holds (domain buyAgainQuantity) through POST /Basket/AddLine; the basket cache takes the answer.
 */
export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['lists', 'buy-again'],
    mutationFn: (line: RecentlyOrderedLine) => {
      const basket = cachedBasket(queryClient);
      const inBasket = basket ? selectLineQuantity(line.manufacturerCode)(basket) : 0;
      return addLine({
        manufacturerCode: line.manufacturerCode,
        qty: buyAgainQuantity(inBasket, line.qty),
        iBasisAppliance: line.iBasisAppliance,
        iBasisManId: line.iBasisManId,
        iBasisApplianceId: line.iBasisApplianceId,
        iBasisGCN: line.iBasisGCN,
        iBasisApplianceGC: line.iBasisApplianceGC,
      });
    },
    onSuccess: (basket) => applyBasket(queryClient, basket),
    onError: () => reloadBasket(queryClient),
  });
}
