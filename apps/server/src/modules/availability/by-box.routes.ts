import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddByBoxLineRequest, AddByBoxLineResponse, ByBoxLocationsResponse } from '@sparesfinder/contracts/by-box';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { ByBoxService } from './by-box.service';

/** GET /ByBox/GetByBoxLocations (spec 2 §7) and POST /ByBox/AddByBoxLine (spec 3 §4.6, path ours). */
export async function byBoxRoutes(fastify: FastifyInstance, { byBoxService }: { byBoxService: ByBoxService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['availability'];
  app.get(apiRoutes.byBox.locations, { schema: { tags, response: { 200: ByBoxLocationsResponse } } }, async (request) => {
    requireSession(request);
    return byBoxService.getLocations();
  });
  app.post(apiRoutes.byBox.addLine, { schema: { tags, body: AddByBoxLineRequest, response: { 200: AddByBoxLineResponse } } }, async (request) =>
    byBoxService.addByBoxLine(requireSession(request), request.body),
  );
}
