import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** /healthz: the process serves. /readyz: the database answers too (used by load balancers and CI). */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      // Which database is not said: nothing about the deployment is told to whoever asks.
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
