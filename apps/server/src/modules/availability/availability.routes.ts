import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GetAvailabilityRequest, GetAvailabilityResponse, MerchantsResponse, SelectAvailabilityRequest, SelectAvailabilityResponse, SelectDeliveryRequest } from '@sparesfinder/contracts/availability';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { AvailabilityAcceptance } from './availability-acceptance';
import type { AvailabilityService } from './availability.service';

/** Aborted when the client hangs up: the work stops (the merchants' questions are aborted too). */
function abandonedSignal(request: FastifyRequest): AbortSignal {
  const abandoned = new AbortController();
  request.raw.once('close', () => abandoned.abort(new Error('client closed')));
  return abandoned.signal;
}

/**
 * POST /SparesAvailability/GetAvailability (ours): the live channel's answer, every branch at once.
 * POST /SparesAvailability/Select and SelectDelivery (spec 2 §7, spec 3 §4.5): acceptance of a branch's option;
 * RefreshAddOns (spec 2 §7) renews it and drops add-ons that no longer belong to it.
 * GET /SparesAvailability/GetMerchants (ours): every merchant's name, for the sort list (contracts MerchantsResponse).
 */
export async function availabilityRoutes(fastify: FastifyInstance, deps: { availabilityService: AvailabilityService; acceptance: AvailabilityAcceptance }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { availabilityService, acceptance } = deps;
  app.post(apiRoutes.availability.getAvailability, { schema: { tags: ['availability'], body: GetAvailabilityRequest, response: { 200: GetAvailabilityResponse } } }, async (request) =>
    availabilityService.getAvailability(requireSession(request), request.body, abandonedSignal(request)),
  );
  app.post(apiRoutes.availability.select, { schema: { tags: ['availability'], body: SelectAvailabilityRequest, response: { 200: SelectAvailabilityResponse } } }, async (request) =>
    acceptance.accept(requireSession(request), request.body.branchId, request.body.fulfilmentOptionId, abandonedSignal(request)),
  );
  app.post(apiRoutes.availability.selectDelivery, { schema: { tags: ['availability'], body: SelectDeliveryRequest, response: { 200: SelectAvailabilityResponse } } }, async (request) =>
    acceptance.accept(requireSession(request), request.body.branchId, request.body.fulfilmentOptionId, abandonedSignal(request)),
  );
  app.get(apiRoutes.availability.merchants, { schema: { tags: ['availability'], response: { 200: MerchantsResponse } } }, async (request) => {
    requireSession(request);
    return availabilityService.listMerchants();
  });
  app.post(apiRoutes.availability.refreshAddOns, { schema: { tags: ['availability'], response: { 200: SelectAvailabilityResponse } } }, async (request) =>
    acceptance.refreshAddOns(requireSession(request), abandonedSignal(request)),
  );
}
