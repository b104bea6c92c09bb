import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { healthRoutes, type ReadinessReports } from './health.routes';

/** /healthz and /readyz for load balancers and CI. */
export async function registerHealth(app: FastifyInstance, deps: AppDependencies) {
  const reports: ReadinessReports = new Map();
  await app.register(healthRoutes, { database: deps.database, reports });
  return {
    /** Adds `name` to /readyz's answer, read on every call. */
    reportReadiness(name: string, report: () => unknown): void {
      reports.set(name, report);
    },
  };
}
export type HealthModule = Awaited<ReturnType<typeof registerHealth>>;
