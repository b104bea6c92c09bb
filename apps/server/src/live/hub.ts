import type { FastifyInstance, FastifyRequest } from 'fastify';
import '@fastify/websocket';
import { forbidden, unauthorised } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import type { SessionContext } from '../plugins/session';
import { serveConnection } from './hub-connection';
import type { Invocation } from './invocation';
import { isAllowedOrigin } from './origin';

export interface HubOptions {
  path: string;
  invocations: readonly Invocation[];
  /** The signed-in user behind a request's cookies, or null: at the handshake and again for every invocation. */
  authenticate(request: FastifyRequest): Promise<SessionContext | null>;
  /** Origins allowed besides the shop's own (LIVE_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  heartbeatMs?: number;
}

export const liveErrors = {
  foreignOrigin: 'This origin may not open a live connection.',
};

/**
 * A hub: one WebSocket route (@fastify/websocket must be registered first). The handshake is refused with an HTTP
 * status before any upgrade: 403 for a foreign Origin, 401 without a valid session (the global session guard
 * usually answers first; this check keeps a hub safe wherever it is mounted). A plain GET without the upgrade is 404.
 */
export function registerHub(app: FastifyInstance, options: HubOptions): void {
  const invocations = new Map(options.invocations.map((invocation) => [invocation.name, invocation]));
  app.get(
    options.path,
    {
      websocket: true,
      onRequest: async (request) => {
        if (!isAllowedOrigin(request.headers.origin, request.host, options.allowedOrigins)) throw forbidden(liveErrors.foreignOrigin);
        if (!request.session && !(await options.authenticate(request))) throw unauthorised(messages.auth.notSignedIn);
      },
    },
    (socket, request) =>
      serveConnection(socket, {
        invocations,
        authenticate: () => options.authenticate(request),
        log: request.log,
        heartbeatMs: options.heartbeatMs ?? 30_000,
      }),
  );
}
