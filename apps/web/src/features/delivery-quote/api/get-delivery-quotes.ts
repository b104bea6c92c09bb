import { DeliveryQuoteRequest, DeliveryQuoteResponse } from '@sparesfinder/contracts/delivery-quote';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** POST /Basket/DeliveryQuote: every window (90/120/180) and courier the branch offers, £30 with VAT at most. */
export const getDeliveryQuotes = (request: DeliveryQuoteRequest) =>
  apiRequest(apiRoutes.basket.deliveryQuote, {
    method: 'POST',
    body: DeliveryQuoteRequest.parse(request),
    schema: DeliveryQuoteResponse,
  });

/** A mutation, not a query: each quote is held server-side for a while, so asking is an action, never cached. */
export const useDeliveryQuotes = () =>
  useSingleFlightMutation({ mutationKey: ['delivery-quote', 'quotes'], mutationFn: getDeliveryQuotes });
