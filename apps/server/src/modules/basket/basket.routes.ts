import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Basket } from '@sparesfinder/contracts/basket';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { BasketService } from './basket.service';

/** spec 1 §7 / spec 3 §7: the user's open basket (header badge, basket page, reorder). */
export async function basketRoutes(fastify: FastifyInstance, { basketService }: { basketService: BasketService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiRoutes.basket.getForUser, { schema: { tags: ['basket'], response: { 200: Basket } } }, async (request) =>
    basketService.getBasketForUser(requireSession(request)),
  );
}
