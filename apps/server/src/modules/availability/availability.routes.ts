import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GetAvailabilityRequest, GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { AvailabilityService } from './availability.service';

/** POST /SparesAvailability/GetAvailability (ours): the live channel's answer, every branch at once. */
export async function availabilityRoutes(fastify: FastifyInstance, { availabilityService }: { availabilityService: AvailabilityService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    apiRoutes.availability.getAvailability,
    { schema: { tags: ['availability'], body: GetAvailabilityRequest, response: { 200: GetAvailabilityResponse } } },
    // A client that hangs up stops the work (the merchants' questions are aborted too).
    async (request) => {
      const abandoned = new AbortController();
      request.raw.once('close', () => abandoned.abort(new Error('client closed')));
      return availabilityService.getAvailability(requireSession(request), request.body, abandoned.signal);
    },
  );
}
