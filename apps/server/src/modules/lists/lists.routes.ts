import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddRequestedProductRequest,
  AddRequestedProductResponse,
  LikedProductsResponse,
  LikedProductsSearchRequest,
  LikedProductsSearchResponse,
  LikedProductToggleQuery,
  LikedProductToggleResponse,
  RecentlyOrderedLinesRequest,
  RecentlyOrderedLinesResponse,
  RemoveRequestedProductRequest,
  RequestedProductsSearchRequest,
  RequestedProductsSearchResponse,
  SourcingRequest,
  SuccessResponse,
  ThankYouResponse,
} from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { LikedProductsService } from './liked-products.service';
import type { RecentlyOrderedService } from './recently-ordered.service';
import type { RequestedProductsService } from './requested-products.service';
import type { SourcingService } from './sourcing.service';

export interface ListsRouteDeps {
  likedProductsService: LikedProductsService;
  requestedProductsService: RequestedProductsService;
  recentlyOrderedService: RecentlyOrderedService;
  sourcingService: SourcingService;
}

/** spec 2 §7: the customer's lists. Search bodies are multipart forms in the spec; JSON works too. */
export async function listsRoutes(fastify: FastifyInstance, deps: ListsRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['lists'];
  const paths = apiRoutes.lists;
  const { likedProductsService, requestedProductsService, recentlyOrderedService, sourcingService } = deps;

  app.post(paths.searchLikedProducts, { schema: { tags, body: LikedProductsSearchRequest, response: { 200: LikedProductsSearchResponse } } }, async (request) =>
    likedProductsService.search(requireSession(request), request.body),
  );
  app.get(paths.likedProducts, { schema: { tags, response: { 200: LikedProductsResponse } } }, async (request) => likedProductsService.list(requireSession(request)));
  // A state-changing GET (the spec's path): plugins/csrf.ts demands the X-XSRF-TOKEN header on it.
  app.get(paths.toggleLikedProduct, { schema: { tags, querystring: LikedProductToggleQuery, response: { 200: LikedProductToggleResponse } } }, async (request) =>
    likedProductsService.toggle(requireSession(request), request.query.itemId),
  );
  app.post(
    paths.searchRequestedProducts,
    { schema: { tags, body: RequestedProductsSearchRequest, response: { 200: RequestedProductsSearchResponse } } },
    async (request) => requestedProductsService.search(requireSession(request), request.body),
  );
  app.post(paths.addRequestedProduct, { schema: { tags, body: AddRequestedProductRequest, response: { 200: AddRequestedProductResponse } } }, async (request) =>
    requestedProductsService.add(requireSession(request), request.body),
  );
  app.post(paths.removeRequestedProduct, { schema: { tags, body: RemoveRequestedProductRequest, response: { 200: SuccessResponse } } }, async (request) =>
    requestedProductsService.remove(requireSession(request), request.body.id),
  );
  app.post(paths.recentlyOrderedLines, { schema: { tags, body: RecentlyOrderedLinesRequest, response: { 200: RecentlyOrderedLinesResponse } } }, async (request) =>
    recentlyOrderedService.search(requireSession(request), request.body),
  );
  // spec 1 §7 names it a GET (searchText, sortDir, sortProp in the query); spec 2 posts the same form.
  app.get(paths.recentlyOrderedLines, { schema: { tags, querystring: RecentlyOrderedLinesRequest, response: { 200: RecentlyOrderedLinesResponse } } }, async (request) =>
    recentlyOrderedService.search(requireSession(request), request.query),
  );
  app.post(paths.sourcingRequest, { schema: { tags, body: SourcingRequest, response: { 200: ThankYouResponse } } }, async (request) =>
    sourcingService.requestSourcing(requireSession(request), request.body),
  );
  app.post(paths.cashBackRegistration, { schema: { tags, response: { 200: ThankYouResponse } } }, async (request) =>
    sourcingService.registerCashBack(requireSession(request)),
  );
}
