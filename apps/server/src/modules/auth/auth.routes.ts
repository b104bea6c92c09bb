import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginFormRequest, LoginPageQuery, LoginResponse, LogoutFormRequest, LogoutQuery, type LoginReason } from '@sparesfinder/contracts/auth';
import { isCrossSiteRequest } from '../../lib/cross-site';
import { serverPageHeaders } from '../../lib/html';
import { renderLogoutConfirmPage } from './logout-page';
import { redirectToHomePaths } from '@sparesfinder/contracts/page-routes';
import { apiRoutes, cookieNames } from '@sparesfinder/contracts/routes';
import { safeReturnUrl } from '@sparesfinder/domain/return-url';
import type { AuthService } from './auth.service';
import { clearSessionCookies, ensureCsrfCookie, setSessionCookies, type CookieSettings } from '../../plugins/session-cookies';
import { assertLoginCsrf, assertLogoutCsrf, collectUtm, describeLoginFailure, isFormPost, loginFormAction, noticeFor, rawLoginFields, sendLoginPage } from './login-flow';

export interface AuthRoutesOptions {
  authService: AuthService;
  sessionTtlSeconds: number;
  cookies: CookieSettings;
}

/** The backend-for-frontend sign-in, sign-out and the /login, /signup redirects (spec 1 §2, spec 3 §2.1). */
export async function authRoutes(fastify: FastifyInstance, { authService, sessionTtlSeconds, cookies }: AuthRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(apiRoutes.auth.login, { schema: { querystring: LoginPageQuery, hide: true } }, async (request, reply) => {
    const csrfToken = ensureCsrfCookie(reply, request.cookies[cookieNames.csrf], cookies);
    const { returnUrl, reason } = request.query;
    return sendLoginPage(reply, 200, { csrfToken, returnUrl: safeReturnUrl(returnUrl), formAction: loginFormAction(request.url), notice: noticeFor(reason) });
  });

  app.post(
    apiRoutes.auth.login,
    { schema: { body: LoginFormRequest, response: { 200: LoginResponse }, tags: ['auth'] }, attachValidation: true },
    async (request, reply) => {
      try {
        if (request.validationError) throw request.validationError;
        const { email, password, returnUrl, _csrf } = request.body;
        assertLoginCsrf(request, _csrf);
        const ip = request.ip;
        const issued = await authService.signIn({ email, password, ip, previousToken: request.cookies[cookieNames.session], utm: collectUtm(request.url, returnUrl) });
        setSessionCookies(reply, issued, sessionTtlSeconds, cookies);
        const redirectTo = safeReturnUrl(returnUrl);
        return isFormPost(request) ? reply.redirect(redirectTo, 303) : { success: true as const, redirectTo };
      } catch (error) {
        const failure = isFormPost(request) ? describeLoginFailure(error) : null;
        if (!failure) throw error; // JSON clients get the error handler's answer (400 with fieldErrors, 401, 403, 429)
        const csrfToken = ensureCsrfCookie(reply, request.cookies[cookieNames.csrf], cookies);
        const { email, returnUrl } = rawLoginFields(request.body);
        if (failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, failure.retryAfterSeconds)));
        return sendLoginPage(reply, failure.status, { csrfToken, returnUrl, email, error: failure.message, formAction: loginFormAction(request.url) });
      }
    },
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply, reason: LoginReason | undefined) => {
    await authService.signOut(request.cookies[cookieNames.session]);
    clearSessionCookies(reply, cookies);
    return reply.redirect(`${apiRoutes.auth.login}?reason=${reason ?? 'signedout'}`, 303);
  };

  // The shop's own Logout link and the role refusal navigate here from this site (spec 1 §6): signed out at once.
  // Sent from another site (a link, an image), it only asks: the form posts back with the token.
  app.get(apiRoutes.auth.logout, { schema: { querystring: LogoutQuery, hide: true } }, async (request, reply) => {
    if (!isCrossSiteRequest(request)) return signOut(request, reply, request.query.reason);
    const csrfToken = ensureCsrfCookie(reply, request.cookies[cookieNames.csrf], cookies);
    return reply.status(200).headers(serverPageHeaders).send(renderLogoutConfirmPage({ csrfToken, reason: request.query.reason }));
  });

  app.post(apiRoutes.auth.logout, { schema: { querystring: LogoutQuery, body: LogoutFormRequest, hide: true } }, async (request, reply) => {
    assertLogoutCsrf(request, request.body?._csrf);
    return signOut(request, reply, request.query.reason ?? request.body?.reason);
  });

  for (const path of redirectToHomePaths) app.get(path, { schema: { hide: true } }, async (_request, reply) => reply.redirect('/', 302));
}
