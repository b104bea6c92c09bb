import type { FastifyInstance } from 'fastify';

/**
 * Baseline headers on every answer. Pages that need stricter ones (the server-rendered sign-in page) set their own
 * (lib/html.ts), which win because only missing headers are filled in here.
 */
const baseline: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(baseline)) if (!reply.hasHeader(name)) reply.header(name, value);
  });
}
