import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddressSuggestionsResponse, PostcodeDetails, PostcodeQuery, ReversePostcodeQuery, ReversePostcodeResponse } from '@sparesfinder/contracts/postcode';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import type { PostcodeService } from './postcode.service';

/** spec 1 §7 Address lookup, plus the reverse lookup behind "use my location" (spec 2 §8). */
export async function postcodeRoutes(fastify: FastifyInstance, { postcodeService }: { postcodeService: PostcodeService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['postcode'];
  const paths = apiRoutes.postcode;

  app.get(paths.addressSuggestions, { schema: { tags, querystring: PostcodeQuery, response: { 200: AddressSuggestionsResponse } } }, async (request) =>
    postcodeService.findAddresses(request.query.postCode),
  );
  app.get(paths.details, { schema: { tags, querystring: PostcodeQuery, response: { 200: PostcodeDetails } } }, async (request) =>
    postcodeService.getPostcodeDetails(request.query.postCode),
  );
  app.get(paths.reverse, { schema: { tags, querystring: ReversePostcodeQuery, response: { 200: ReversePostcodeResponse } } }, async (request) =>
    postcodeService.reverse(request.query.lat, request.query.lon),
  );
}
