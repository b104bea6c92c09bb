import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { goingAwayCloseCode, liveHubPaths } from '@sparesfinder/contracts/live';
import { cookieNames } from '@sparesfinder/contracts/routes';
import { canUseShop } from '@sparesfinder/domain/roles';
import type { SessionService } from '../modules/auth/session.service';
import { registerHub } from './hub';
import { pingInvocation } from './ping.invocation';

export interface LiveOptions {
  sessionService: SessionService;
  allowedOrigins: readonly string[];
}

/** Largest frame a client may send; invocations carry a few arguments, never documents. */
const maxFrameBytes = 64 * 1024;

/**
 * The live channel (decision 008). Registered before any route (@fastify/websocket wraps every later route so an
 * upgrade to a plain route is refused) and before the session guard: the plugin's onRequest hook then marks an
 * upgrade request first, so a handshake refused by the guard (401/403) has its socket destroyed after the answer.
 * The session and CSRF hooks added later still run for the hub's route (Fastify applies a context's hooks to all
 * its routes), before the hub's own Origin and session check.
 */
export async function registerLive(app: FastifyInstance, options: LiveOptions): Promise<void> {
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

  // The same check as the HTTP session guard (plugins/session.ts): a valid sf_session cookie of a CompanyAdmin.
  const authenticate = async (request: FastifyRequest) => {
    const resolved = await options.sessionService.resolveSession(request.cookies[cookieNames.session]);
    return resolved && canUseShop(resolved.session.roleName) ? resolved.session : null;
  };

  // GetAvailability arrives with the availability feature; until then the hub answers the plumbing's Ping only.
  registerHub(app, { path: liveHubPaths.availability, invocations: [pingInvocation], authenticate, allowedOrigins: options.allowedOrigins });
}
