import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Basket } from '@sparesfinder/contracts/basket';
import { AddDeliveryQuoteToBasketRequest, DeliveryQuoteRequest, DeliveryQuoteResponse } from '@sparesfinder/contracts/delivery-quote';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { DeliveryQuoteService } from './delivery-quote.service';

/** spec 2 §7: Basket/DeliveryQuote and Basket/AddDeliveryQuoteToBasket (express same-day delivery modal). */
export async function deliveryQuoteRoutes(fastify: FastifyInstance, { deliveryQuoteService }: { deliveryQuoteService: DeliveryQuoteService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['delivery-quote'];
  app.post(apiRoutes.basket.deliveryQuote, { schema: { tags, body: DeliveryQuoteRequest, response: { 200: DeliveryQuoteResponse } } }, async (request) =>
    deliveryQuoteService.getQuotes(requireSession(request), request.body),
  );
  app.post(apiRoutes.basket.addDeliveryQuote, { schema: { tags, body: AddDeliveryQuoteToBasketRequest, response: { 200: Basket } } }, async (request) =>
    deliveryQuoteService.addQuoteToBasket(requireSession(request), request.body),
  );
}
