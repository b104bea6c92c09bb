import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { postcodeRoutes } from './postcode.routes';
import { createPostcodeService } from './postcode.service';

/** Postcode geocoding and address lookup (spec 1 §7 Address lookup). */
export async function registerPostcode(app: FastifyInstance, deps: AppDependencies) {
  const postcodeService = createPostcodeService({ geocoder: deps.providers.geocoder, addressLookup: deps.providers.addressLookup });
  await app.register(postcodeRoutes, { postcodeService });
  return { postcodeService };
}
