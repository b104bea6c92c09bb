import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CardOrderSubmission, checkoutPaths, CompleteOrderRequest, OrderPlacementResponse, PaymentLinkQuery, PaymentLinkResponse } from '@sparesfinder/contracts/checkout';
import { DeleteSavedCardQuery, DeleteSavedCardResponse, savedCardPaths, SavedCardsResponse } from '@sparesfinder/contracts/saved-cards';
import { requireSession } from '../../plugins/session';
import type { CardPaymentService } from './card-payment.service';

/** spec 3 §7 card order placement, payment link, order completion; saved cards (contracts/saved-cards.ts). */
export async function cardPaymentRoutes(fastify: FastifyInstance, { cardPaymentService }: { cardPaymentService: CardPaymentService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];
  app.post(checkoutPaths.placeCardOrder, { schema: { tags, body: CardOrderSubmission, response: { 200: OrderPlacementResponse } } }, async (request) =>
    cardPaymentService.placeCardOrder(requireSession(request), request.body),
  );
  app.get(checkoutPaths.paymentLink, { schema: { tags, querystring: PaymentLinkQuery, response: { 200: PaymentLinkResponse } } }, async (request) =>
    cardPaymentService.getPaymentLink(requireSession(request), request.query.basketKey, request.query.tokenId),
  );
  app.post(checkoutPaths.completeOrder, { schema: { tags, body: CompleteOrderRequest, response: { 200: OrderPlacementResponse } } }, async (request) =>
    cardPaymentService.completeOrder(requireSession(request), request.body.basketKey),
  );
  app.get(savedCardPaths.list, { schema: { tags: ['saved cards'], response: { 200: SavedCardsResponse } } }, async (request) => cardPaymentService.listSavedCards(requireSession(request)));
  app.delete(savedCardPaths.delete, { schema: { tags: ['saved cards'], querystring: DeleteSavedCardQuery, response: { 200: DeleteSavedCardResponse } } }, async (request) =>
    cardPaymentService.deleteSavedCard(requireSession(request), request.query.tokenId),
  );
}
