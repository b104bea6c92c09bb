import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { healthRoutes } from './health.routes';

/** /healthz and /readyz for load balancers and CI. */
export async function registerHealth(app: FastifyInstance, deps: AppDependencies) {
  await app.register(healthRoutes, { database: deps.database });
  return {};
}
