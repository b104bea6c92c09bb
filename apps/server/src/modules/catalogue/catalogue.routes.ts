import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplianceDocumentQuery,
  AutocompleteQuery,
  AutocompleteResponse,
  BreadcrumbQuery,
  BreadcrumbResponse,
  ClassificationsResponse,
  PartFitsQuery,
  PartFitsResponse,
  RelatedProductsQuery,
  RelatedProductsResponse,
  SearchIndexRequest,
  SearchIndexResponse,
  TechnicalSpecificationsQuery,
  TechnicalSpecificationsResponse,
} from '@sparesfinder/contracts/catalogue';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { AutocompleteService } from './autocomplete.service';
import type { CategoryService } from './category.service';
import type { ProductDetailsService } from './product-details.service';
import type { SearchService } from './search.service';

export interface CatalogueRouteDeps {
  searchService: SearchService;
  autocompleteService: AutocompleteService;
  categoryService: CategoryService;
  productDetailsService: ProductDetailsService;
}

/** spec 2 §7: search, categories and the product modals. */
export async function catalogueRoutes(fastify: FastifyInstance, deps: CatalogueRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];
  const paths = apiRoutes.catalogue;
  const { searchService, autocompleteService, categoryService, productDetailsService } = deps;

  app.post(paths.searchIndex, { schema: { tags, body: SearchIndexRequest, response: { 200: SearchIndexResponse } } }, async (request) =>
    searchService.search(requireSession(request), request.body),
  );
  app.get(paths.autocomplete, { schema: { tags, querystring: AutocompleteQuery, response: { 200: AutocompleteResponse } } }, async (request) =>
    autocompleteService.autocomplete(requireSession(request), request.query.searchTerm),
  );
  app.get(paths.breadcrumb, { schema: { tags, querystring: BreadcrumbQuery, response: { 200: BreadcrumbResponse } } }, async (request) =>
    categoryService.getBreadcrumb(request.query.startNodeId),
  );
  app.get(paths.classifications, { schema: { tags, response: { 200: ClassificationsResponse } } }, async () =>
    categoryService.getClassifications(),
  );
  app.get(
    paths.technicalSpecifications,
    { schema: { tags, querystring: TechnicalSpecificationsQuery, response: { 200: TechnicalSpecificationsResponse } } },
    async (request) => productDetailsService.getSpecifications(request.query.itemId),
  );
  app.get(paths.partFits, { schema: { tags, querystring: PartFitsQuery, response: { 200: PartFitsResponse } } }, async (request) =>
    productDetailsService.getPartFits(request.query.mpn, request.query.manufacturerId),
  );
  app.get(paths.relatedProducts, { schema: { tags, querystring: RelatedProductsQuery, response: { 200: RelatedProductsResponse } } }, async (request) =>
    productDetailsService.getRelated(requireSession(request), request.query.id, request.query.skip, request.query.pageSize),
  );
  // A PDF body, so no JSON response schema; errors still answer JSON through the error handler.
  app.get(paths.applianceDocument, { schema: { tags, querystring: ApplianceDocumentQuery } }, async (request, reply) => {
    const { fileName, pdf } = await productDetailsService.getManualPdf(request.query.applianceId);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
  });
}
