import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkoutPaths, CompleteOrderRequest, OrderPlacementResponse, PaymentLinkResponse } from '@sparesfinder/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

let visits = 0;

/**
 * GET /Payment/GetPaymentLink (spec 3 §7: basketKey, tokenId → linkUrl): the hosted page of the basket's current
 * payment. Every Make Payment starts a new payment, and a declined or cancelled one is over at the gateway, whose
 * page then refuses any card. So each visit of the payment page asks afresh (its own query: no earlier visit's link
 * is ever shown, not even while the new one loads). Within a visit the link never goes stale, so no refetch swaps
 * the page under the buyer, and a double mount (StrictMode) keeps the visit and so its one query. The call
 * only reads: the payment itself was created by the checkout (PlaceCardOrder).
 */
export const usePaymentLink = (basketKey: string, tokenId: string | null) => {
  const [visit] = useState(() => ++visits);
  return useQuery({
    queryKey: ['payment', 'link', basketKey, tokenId, visit],
    queryFn: ({ signal }) => apiRequest(checkoutPaths.paymentLink, { query: { basketKey, tokenId }, schema: PaymentLinkResponse, signal }),
    retry: false,
    staleTime: Infinity,
  });
};

/** POST /Basket/CompleteOrder (spec 3 §4.8): the server asks the gateway; the browser's message is only a hint. */
export const useCompleteOrder = () =>
  useSingleFlightMutation({ mutationFn: (basketKey: string) => apiRequest(checkoutPaths.completeOrder, { method: 'POST', body: CompleteOrderRequest.parse({ basketKey }), schema: OrderPlacementResponse }) });
