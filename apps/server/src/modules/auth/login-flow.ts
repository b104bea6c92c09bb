import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, forbidden, statusForErrorCode } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import type { LoginReason } from '@sparesfinder/contracts/auth';
import { apiRoutes, cookieNames, csrfHeaderName } from '@sparesfinder/contracts/routes';
import { safeReturnUrl } from '@sparesfinder/domain/return-url';
import { pickUtmParameters } from '@sparesfinder/domain/utm';
import { serverPageHeaders } from '../../lib/html';
import { renderLoginPage, type LoginPageModel } from './login-page';
import { isCrossSiteRequest } from '../../lib/cross-site';
import { tokensMatch } from '../../lib/tokens';

/** Helpers for the sign-in routes: what differs between the HTML form and a JSON client lives here. */

const searchOf = (url: string) => new URL(url, 'http://localhost').searchParams;

export const isFormPost = (request: FastifyRequest): boolean =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(request.headers['content-type'] ?? '');

/** The form posts back with the page's utm_* query so those survive the round trip (spec 3 §9). */
export function loginFormAction(pageUrl: string): string {
  const utm = new URLSearchParams(pickUtmParameters(searchOf(pageUrl))).toString();
  return utm ? `${apiRoutes.auth.login}?${utm}` : apiRoutes.auth.login;
}

/** utm_* from the sign-in URL and from the page the user was heading to (the latter wins). */
export const collectUtm = (requestUrl: string, returnUrl: string | undefined): Record<string, string> => ({
  ...pickUtmParameters(searchOf(requestUrl)),
  ...pickUtmParameters(searchOf(safeReturnUrl(returnUrl))),
});

export const noticeFor = (reason: LoginReason | undefined): string | undefined =>
  reason === 'role' ? messages.auth.roleNotAllowed : reason === 'signedout' ? messages.auth.signedOut : undefined;

/**
 * Login CSRF: a post from another site (a hidden form signing the victim into the attacker's account) is refused,
 * whatever it carries. Then double submit (DEMO_DATA runtime contract): once the browser holds an XSRF-TOKEN cookie,
 * the header or the form's hidden field must repeat it. Clients without the cookie (scripts, first contact) pass.
 */
export function assertLoginCsrf(request: FastifyRequest, field: unknown) {
  if (isCrossSiteRequest(request)) throw forbidden(messages.auth.invalidCsrfToken);
  const cookie = request.cookies[cookieNames.csrf];
  if (cookie === undefined) return;
  if (!tokensMatch(request.headers[csrfHeaderName], cookie) && !tokensMatch(field, cookie)) throw forbidden(messages.auth.invalidCsrfToken);
}

/**
 * Logout ends a session, so a cross-site page must not be able to trigger it (an <img> or a link): a POST needs the
 * double-submit token and a same-site origin; a GET from another site only shows a confirmation form.
 */
export function assertLogoutCsrf(request: FastifyRequest, field: unknown) {
  const cookie = request.cookies[cookieNames.csrf];
  const tokenSent = tokensMatch(request.headers[csrfHeaderName], cookie) || tokensMatch(field, cookie);
  if (isCrossSiteRequest(request) || !tokenSent) throw forbidden(messages.auth.invalidCsrfToken);
}

export function sendLoginPage(reply: FastifyReply, status: number, model: LoginPageModel) {
  return reply.status(status).headers(serverPageHeaders).send(renderLoginPage(model));
}

/** The status and text a failed form sign-in shows; unexpected errors are not ours to render. */
export function describeLoginFailure(error: unknown): { status: number; message: string; retryAfterSeconds?: number } | null {
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, message: error.validation[0]?.message ?? messages.common.somethingWentWrong };
  if (error instanceof DomainError) {
    const message = error.message === messages.auth.invalidCsrfToken ? messages.auth.formExpired : error.message;
    return { status: statusForErrorCode[error.code], message, retryAfterSeconds: error.retryAfterSeconds };
  }
  return null;
}

/** With attachValidation the body may be anything; keep the typed e-mail and return address only if they are text. */
export function rawLoginFields(body: unknown): { email: string; returnUrl: string } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
  return { email: text(record.email), returnUrl: typeof record.returnUrl === 'string' ? safeReturnUrl(record.returnUrl) : '/' };
}
