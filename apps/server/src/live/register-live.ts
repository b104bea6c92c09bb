import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { goingAwayCloseCode, liveHubPaths } from '@sparesfinder/contracts/live';
import { cookieNames } from '@sparesfinder/contracts/routes';
import { canUseShop } from '@sparesfinder/domain/roles';
import type { SessionResolver } from '../plugins/session';
import { registerHub } from './hub';
import type { Invocation } from './invocation';
import { pingInvocation } from './ping.invocation';

export interface LiveOptions {
  sessionService: SessionResolver;
  allowedOrigins: readonly string[];
  /** The availability area's invocations (GetAvailability), besides the plumbing's Ping. */
  availabilityInvocations: readonly Invocation[];
}

/** Largest frame a client may send; invocations carry a few arguments, never documents. */
const maxFrameBytes = 64 * 1024;

/**
 * WebSocket support (decision 008), registered by app.ts before any route (@fastify/websocket wraps every later
 * route so an upgrade to a plain route is refused) and before the session guard: the plugin's onRequest hook then
 * marks an upgrade request first, so a handshake refused by the guard (401/403) has its socket destroyed after the
 * answer.
 */
export async function registerWebSocketSupport(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: maxFrameBytes },
    // On shutdown every socket is closed with 1001 "going away" (the plugin's default sends no code), so a page
    // knows to reconnect; each socket's close cancels its running call.
    preClose(done) {
      for (const client of app.websocketServer.clients) client.close(goingAwayCloseCode, 'server shutting down');
      app.websocketServer.close();
      done();
    },
  });
}

/**
 * The live channel's hubs (decision 008), registered as an area after auth (modules/register-modules.ts), with its
 * session service. The session and CSRF hooks still run for a hub's route (Fastify applies a context's hooks to all
 * its routes), before the hub's own Origin and session check.
 */
export async function registerLive(app: FastifyInstance, options: LiveOptions): Promise<void> {
  // The same check as the HTTP session guard (plugins/session.ts): a valid sf_session cookie of a CompanyAdmin.
  const authenticate = async (request: FastifyRequest) => {
    const resolved = await options.sessionService.resolveSession(request.cookies[cookieNames.session]);
    return resolved && canUseShop(resolved.session.roleName) ? resolved.session : null;
  };

  const invocations = [pingInvocation, ...options.availabilityInvocations];
  registerHub(app, { path: liveHubPaths.availability, invocations, authenticate, allowedOrigins: options.allowedOrigins });
}
