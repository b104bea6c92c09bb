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

/** Served over HTTPS (COOKIE_SECURE, on by default in production): browsers must never fall back to HTTP. */
const hsts = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(baseline)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (options.https) reply.header('strict-transport-security', hsts);
    // API answers carry the customer's data (baskets, addresses, orders): no browser or proxy may keep them.
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
