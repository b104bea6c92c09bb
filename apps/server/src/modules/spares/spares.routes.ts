import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import {
  AppliancesQuery,
  AppliancesResponse,
  DiagramPartsQuery,
  DiagramPartsResponse,
  DiagramsQuery,
  DiagramsResponse,
  ManualQuery,
  ManufacturersResponse,
  PartAvailabilityRequest,
  PartAvailabilityResponse,
  PartsPage,
  PartTypesQuery,
  PartTypesResponse,
  SearchByGcQuery,
  SearchByGcResponse,
  SearchByKeywordQuery,
  SearchPartsQuery,
} from '@sparesfinder/contracts/spares';
import { requireSession } from '../../plugins/session';
import type { PartAvailabilityService } from './part-availability.service';
import type { SparesService } from './spares.service';

export interface SparesRouteDeps {
  sparesService: SparesService;
  partAvailabilityService: PartAvailabilityService;
  /** The appliance document, served by the catalogue area (one manual for the finder and the product modals). */
  getManualPdf: (applianceId: number) => Promise<{ fileName: string; pdf: Buffer }>;
}

/** spec 3 §7 Spares finder: one service call per route. */
export async function sparesRoutes(fastify: FastifyInstance, deps: SparesRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['spares'];
  const paths = apiRoutes.spares;
  const { sparesService, partAvailabilityService, getManualPdf } = deps;

  app.get(paths.manufacturers, { schema: { tags, response: { 200: ManufacturersResponse } } }, async () => sparesService.listManufacturers());
  app.get(paths.appliances, { schema: { tags, querystring: AppliancesQuery, response: { 200: AppliancesResponse } } }, async (request) =>
    sparesService.listAppliances(request.query.manufacturerId),
  );
  app.get(paths.partTypes, { schema: { tags, querystring: PartTypesQuery, response: { 200: PartTypesResponse } } }, async (request) =>
    sparesService.listPartTypes(request.query.applianceId),
  );
  app.get(paths.searchParts, { schema: { tags, querystring: SearchPartsQuery, response: { 200: PartsPage } } }, async (request) =>
    sparesService.searchParts(requireSession(request), request.query),
  );
  app.get(paths.searchByGcNumber, { schema: { tags, querystring: SearchByGcQuery, response: { 200: SearchByGcResponse } } }, async (request) =>
    sparesService.searchByGc(requireSession(request), request.query),
  );
  app.get(paths.searchByKeyword, { schema: { tags, querystring: SearchByKeywordQuery, response: { 200: PartsPage } } }, async (request) =>
    sparesService.searchByKeyword(requireSession(request), request.query),
  );
  app.get(paths.diagrams, { schema: { tags, querystring: DiagramsQuery, response: { 200: DiagramsResponse } } }, async (request) =>
    sparesService.listDiagrams(request.query.applianceId),
  );
  app.get(paths.diagramParts, { schema: { tags, querystring: DiagramPartsQuery, response: { 200: DiagramPartsResponse } } }, async (request) =>
    sparesService.listDiagramParts(requireSession(request), request.query.diagramId),
  );
  // A PDF body, so no JSON response schema; errors still answer JSON through the error handler.
  app.get(paths.manual, { schema: { tags, querystring: ManualQuery } }, async (request, reply) => {
    const { fileName, pdf } = await getManualPdf(request.query.applianceId);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
  });
  app.post(
    paths.subscribePartAvailability,
    { schema: { tags, body: PartAvailabilityRequest, response: { 200: PartAvailabilityResponse } } },
    async (request) => partAvailabilityService.subscribe(requireSession(request), request.body),
  );
}
