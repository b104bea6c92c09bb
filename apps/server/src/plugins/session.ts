import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorised } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { cookieNames } from '@sparesfinder/contracts/routes';
import { canUseShop } from '@sparesfinder/domain/roles';
import { setSessionCookies, type CookieSettings } from './session-cookies';
import { acceptsHtml, isAllowedForAnyRole, isPublicRequest } from './public-paths';

/** What a request knows about its signed-in user (`request.session`). */
export interface SessionContext {
  userId: number;
  organisationId: number;
  roleName: string;
  csrfToken: string;
  utm: Record<string, string>;
}

export interface ResolvedSession {
  session: SessionContext;
  /** Set when the expiry slid forward: the cookie is re-sent to live this many seconds more. */
  renewedForSeconds?: number;
}

/** What the guard needs of the auth area's session service (implemented by modules/auth/session.service.ts). */
export interface SessionResolver {
  readonly ttlSeconds: number;
  resolveSession(token: unknown): Promise<ResolvedSession | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; null on public requests (plugins/public-paths.ts), which are not looked up. */
    session: SessionContext | null;
  }
}

/**
 * Global guard, first hook of every request: resolves the sf_session cookie and answers 401 without a session,
 * 403 for roles other than CompanyAdmin (spec 1 §6), before any body is parsed or route runs.
 */
export function registerSession(app: FastifyInstance, options: { sessionService: SessionResolver; cookies: CookieSettings }) {
  const { sessionService, cookies } = options;
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    if (isPublicRequest(request.method, request.url, !request.is404, acceptsHtml(request.headers.accept))) return;
    const token = request.cookies[cookieNames.session];
    const resolved = await sessionService.resolveSession(token);
    if (!resolved) throw unauthorised(messages.auth.notSignedIn);
    request.session = resolved.session;
    if (resolved.renewedForSeconds && token) {
      // Sliding expiry: the browser's cookies live as long as the session now does.
      setSessionCookies(reply, { token, csrfToken: resolved.session.csrfToken }, resolved.renewedForSeconds, cookies);
    }
    if (!canUseShop(resolved.session.roleName) && !isAllowedForAnyRole(request.url)) {
      throw forbidden(messages.auth.roleNotAllowed);
    }
  });
}

/** For handlers behind the guard: the session is always there; this narrows the type (and fails closed). */
export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthorised(messages.auth.notSignedIn);
  return request.session;
}
