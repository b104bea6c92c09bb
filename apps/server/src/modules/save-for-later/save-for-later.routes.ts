import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessMessageResponse } from '@sparesfinder/contracts/common';
import { Basket } from '@sparesfinder/contracts/basket';
import {
  AddSavedPartsToBasketRequest,
  AddSavedPartsToBasketResponse,
  CreateMultipleSaveForLaterRequest,
  CreateSaveForLaterRequest,
  DeleteSaveForLaterQuery,
  MoveSaveForLaterToBasketRequest,
  OrderReferenceQuery,
  SaveBasketRequest,
  SaveBasketResponse,
  SavedPartsQuery,
  SavedPartsResponse,
  SaveForLaterCollection,
  SaveForLaterItem,
  SaveLineForLaterRequest,
} from '@sparesfinder/contracts/save-for-later';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { BasketTransferService } from './basket-transfer.service';
import type { SaveForLaterService } from './save-for-later.service';

interface Options {
  saveForLaterService: SaveForLaterService;
  basketTransferService: BasketTransferService;
}

/** spec 2 §7 save-for-later calls, plus our one-step moves between the basket and the saved lists. */
export async function saveForLaterRoutes(fastify: FastifyInstance, { saveForLaterService: saved, basketTransferService: transfer }: Options) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['save-for-later'];
  const routes = apiRoutes.saveForLater;
  app.post(routes.create, { schema: { tags, body: CreateSaveForLaterRequest, response: { 200: SaveForLaterItem } } }, async (request) =>
    saved.createSaveForLater(requireSession(request), request.body),
  );
  app.post(routes.createMultiple, { schema: { tags, body: CreateMultipleSaveForLaterRequest, response: { 200: SaveForLaterCollection } } }, async (request) =>
    saved.createMultipleSaveForLater(requireSession(request), request.body),
  );
  app.delete(routes.delete, { schema: { tags, querystring: DeleteSaveForLaterQuery, response: { 200: SuccessMessageResponse } } }, async (request) =>
    saved.deleteSaveForLater(requireSession(request), request.query.ID),
  );
  app.route({
    method: ['GET', 'POST'],
    url: routes.bulkDelete,
    schema: { tags, querystring: OrderReferenceQuery, response: { 200: SuccessMessageResponse } },
    handler: async (request) => saved.bulkDeleteSaveForLater(requireSession(request), request.query.orderReference),
  });
  app.get(routes.list, { schema: { tags, response: { 200: SaveForLaterCollection } } }, async (request) => saved.getSaveForLaters(requireSession(request)));
  app.get(routes.savedParts, { schema: { tags, querystring: SavedPartsQuery, response: { 200: SavedPartsResponse } } }, async (request) =>
    saved.getSavedParts(requireSession(request), request.query.orderReference),
  );
  app.post(routes.moveToBasket, { schema: { tags, body: MoveSaveForLaterToBasketRequest, response: { 200: Basket } } }, async (request) =>
    transfer.moveToBasket(requireSession(request), request.body.id),
  );
  app.post(routes.addSavedPartsToBasket, { schema: { tags, body: AddSavedPartsToBasketRequest, response: { 200: AddSavedPartsToBasketResponse } } }, async (request) =>
    transfer.addSavedPartsToBasket(requireSession(request), request.body.orderReference),
  );
  app.post(apiRoutes.basket.saveBasket, { schema: { tags, body: SaveBasketRequest, response: { 200: SaveBasketResponse } } }, async (request) =>
    transfer.saveBasket(requireSession(request), request.body.orderReference),
  );
  app.post(apiRoutes.basket.saveLineForLater, { schema: { tags, body: SaveLineForLaterRequest, response: { 200: Basket } } }, async (request) =>
    transfer.saveLineForLater(requireSession(request), request.body.manufacturerCode, request.body.keepQty),
  );
}
