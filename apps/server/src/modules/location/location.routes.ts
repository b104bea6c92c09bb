import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChangeLocationRequest, ChangeLocationResponse } from '@sparesfinder/contracts/location';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { LocationService } from './location.service';

/** POST /Basket/ChangeLocation (our addition): device location goes through PostCode/GetReversePostCode first. */
export async function locationRoutes(fastify: FastifyInstance, { locationService }: { locationService: LocationService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(apiRoutes.basket.changeLocation, { schema: { tags: ['basket'], body: ChangeLocationRequest, response: { 200: ChangeLocationResponse } } }, async (request) =>
    locationService.changeLocation(requireSession(request), request.body.postCode),
  );
}
