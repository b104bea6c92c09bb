import { useQueryClient } from '@tanstack/react-query';
import { AddByBoxLineRequest, AddByBoxLineResponse } from '@sparesfinder/contracts/by-box';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { reloadBasket } from '../../basket/basket-cache';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** POST /ByBox/AddByBoxLine (spec 3 §4.6): byBoxLocationId, byBoxReference, imageUrl; a truthy answer is success. */
export const addByBoxLine = (request: AddByBoxLineRequest) =>
  apiRequest(apiRoutes.byBox.addLine, {
    method: 'POST',
    body: AddByBoxLineRequest.parse(request),
    schema: AddByBoxLineResponse,
  });

export function useAddByBoxLine() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['availability', 'add-by-box-line'],
    mutationFn: addByBoxLine,
    onSettled: () => reloadBasket(queryClient),
  });
}
