import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfigurationVariables, FeaturesResponse } from '@sparesfinder/contracts/platform';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { PlatformService } from './platform.service';

/** spec 1 §7: feature flags (togglealtproducts, export-bulk-invoices, ai-search …) and app configuration. */
export async function platformRoutes(fastify: FastifyInstance, { platformService }: { platformService: PlatformService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['platform'];

  app.get(apiRoutes.platform.features, { schema: { tags, response: { 200: FeaturesResponse } } }, async (request) =>
    platformService.getFeatures(requireSession(request)),
  );
  app.get(apiRoutes.platform.configuration, { schema: { tags, response: { 200: ConfigurationVariables } } }, async () =>
    platformService.getConfigurationVariables(),
  );
}
