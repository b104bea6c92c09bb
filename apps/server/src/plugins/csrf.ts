import type { FastifyInstance } from 'fastify';
import { forbidden } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { apiRoutes, cookieNames, csrfHeaderName } from '@sparesfinder/contracts/routes';
import { merchantAccountPaths } from '@sparesfinder/contracts/merchant-accounts';
import { tokensMatch } from '../lib/tokens';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one list of GETs the spec names that change state (spec 2 §7: LikedProduct/Toggle,
 * SaveForLater/BulkDeleteSaveForLater). They keep the spec's method, but a cross-site page could trigger a GET (an
 * <img> or a link) with the session cookie, so they need the same header as a POST. Fastify answers HEAD with the
 * GET handler, so HEAD is checked the same way. Lower-cased route paths.
 */
export const stateChangingGetRoutes: ReadonlySet<string> = new Set(
  [apiRoutes.lists.toggleLikedProduct, apiRoutes.saveForLater.bulkDelete, merchantAccountPaths.delete].map((path) => path.toLowerCase()),
);
const readMethods = new Set(['GET', 'HEAD']);
const changesState = (method: string, routePath: string | undefined) =>
  stateChanging.has(method) || (readMethods.has(method) && routePath !== undefined && stateChangingGetRoutes.has(routePath.toLowerCase()));

/**
 * Double-submit CSRF (decision 003): a state-changing call with a session must carry X-XSRF-TOKEN equal to the
 * XSRF-TOKEN cookie and to the token stored with the session. Runs after the session guard, before body parsing.
 * The sign-in post has no session here (it is public) and checks its own token (modules/auth/login-flow.ts).
 */
export function registerCsrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!changesState(request.method, request.routeOptions.url) || !request.session) return;
    const header = request.headers[csrfHeaderName];
    const cookie = request.cookies[cookieNames.csrf];
    if (!tokensMatch(header, cookie) || !tokensMatch(header, request.session.csrfToken)) {
      throw forbidden(messages.auth.invalidCsrfToken);
    }
  });
}
