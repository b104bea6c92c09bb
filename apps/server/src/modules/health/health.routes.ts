import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/**
 * What areas add to /readyz beside the database: states that do not make the server unready (the search's
 * in-memory index, whose statements serve while it builds) but that an operator wants to see.
 */
export type ReadinessReports = Map<string, () => unknown>;

/** /healthz: the process serves. /readyz: the database answers too (used by load balancers and CI). */
export async function healthRoutes(app: FastifyInstance, { database, reports }: { database: DatabaseHandle; reports: ReadinessReports }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', ...Object.fromEntries([...reports].map(([name, report]) => [name, report()])) };
    } catch {
      // Which database is not said: nothing about the deployment is told to whoever asks.
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
