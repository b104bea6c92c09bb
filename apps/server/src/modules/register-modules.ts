import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app';
import { healthRoutes } from './health/health.routes';

/** The one list of feature modules. Each module's routes file stays thin and calls its service. */
export async function registerModules(app: FastifyInstance, deps: AppDependencies) {
  await app.register(healthRoutes, { database: deps.database });
}
