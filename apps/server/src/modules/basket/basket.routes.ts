import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@sparesfinder/contracts/messages';
import {
  AddBasketLineRequest,
  AddBasketLinesRequest,
  Basket,
  BasketConflictResponse,
  BasketExpiryResponse,
  BasketKeyQuery,
  SetCustomerOrderNoRequest,
  UpdateBasketRequest,
} from '@sparesfinder/contracts/basket';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { BasketService } from './basket.service';

/** spec 2 §7 / spec 3 §7: the user's basket; AddLine(s) are our additions for adds that never conflict. */
export async function basketRoutes(fastify: FastifyInstance, { basketService }: { basketService: BasketService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['basket'];
  app.get(apiRoutes.basket.getForUser, { schema: { tags, response: { 200: Basket } } }, async (request) =>
    basketService.getBasketForUser(requireSession(request)),
  );
  app.get(apiRoutes.basket.getByKey, { schema: { tags, querystring: BasketKeyQuery, response: { 200: Basket } } }, async (request) =>
    basketService.getBasketByKey(requireSession(request), request.query.basketKey),
  );
  app.get(apiRoutes.basket.getExpiry, { schema: { tags, querystring: BasketKeyQuery, response: { 200: BasketExpiryResponse } } }, async (request) =>
    basketService.getBasketExpiry(requireSession(request), request.query.basketKey),
  );
  app.post(
    apiRoutes.basket.updateForUser,
    { schema: { tags, body: UpdateBasketRequest, response: { 200: Basket, 409: BasketConflictResponse } } },
    async (request, reply) => {
      const result = await basketService.updateBasketForUser(requireSession(request), request.body);
      if (!result.conflict) return result.basket;
      // The current basket comes with the 409 so the client can show it and retry on its version.
      return reply.status(409).send({ statusCode: 409, code: 'conflict', message: messages.basket.conflict, requestId: request.id, basket: result.basket });
    },
  );
  app.post(apiRoutes.basket.addLine, { schema: { tags, body: AddBasketLineRequest, response: { 200: Basket } } }, async (request) =>
    basketService.setLines(requireSession(request), [request.body], { fieldPrefix: null }),
  );
  app.post(apiRoutes.basket.setCustomerOrderNo, { schema: { tags, body: SetCustomerOrderNoRequest, response: { 200: Basket } } }, async (request) =>
    basketService.setCustomerOrderNo(requireSession(request), request.body.customerOrderNo),
  );
  app.post(apiRoutes.basket.addLines, { schema: { tags, body: AddBasketLinesRequest, response: { 200: Basket } } }, async (request) =>
    basketService.setLines(requireSession(request), request.body.lines),
  );
}
