import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate the routes; browsable at /docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'SparesFinder API', version: '0.1.0', description: 'Trade web shop API (paths as in the spec)' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sf_session' } } },
      // Every call needs the session cookie except the few in plugins/public-paths.ts (sign-in, health).
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
