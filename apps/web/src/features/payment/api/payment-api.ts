import { useMutation, useQuery } from '@tanstack/react-query';
import { checkoutPaths, CompleteOrderRequest, OrderPlacementResponse, PaymentLinkResponse } from '@sparesfinder/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';

/** GET /Payment/GetPaymentLink (spec 3 §7: basketKey, tokenId → linkUrl). */
export const usePaymentLink = (basketKey: string, tokenId: string | null) =>
  useQuery({
    queryKey: ['payment', 'link', basketKey, tokenId],
    queryFn: ({ signal }) => apiRequest(checkoutPaths.paymentLink, { query: { basketKey, tokenId }, schema: PaymentLinkResponse, signal }),
    retry: false,
    staleTime: Infinity,
  });

/** POST /Basket/CompleteOrder (spec 3 §4.8): the server asks the gateway; the browser's message is only a hint. */
export const useCompleteOrder = () =>
  useMutation({ mutationFn: (basketKey: string) => apiRequest(checkoutPaths.completeOrder, { method: 'POST', body: CompleteOrderRequest.parse({ basketKey }), schema: OrderPlacementResponse }) });
