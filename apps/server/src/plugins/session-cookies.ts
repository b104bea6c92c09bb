import type { FastifyReply } from 'fastify';
import { cookieNames } from '@sparesfinder/contracts/routes';
import { generateToken, isWellFormedToken } from '../lib/tokens';

export interface CookieSettings {
  secure: boolean;
}

const base = (settings: CookieSettings) => ({ path: '/', sameSite: 'lax' as const, secure: settings.secure });

/** sf_session is HttpOnly; XSRF-TOKEN is readable so the app can echo it in X-XSRF-TOKEN (decision 003). */
export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; csrfToken: string },
  maxAgeSeconds: number,
  settings: CookieSettings,
) {
  reply.setCookie(cookieNames.session, session.token, { ...base(settings), httpOnly: true, maxAge: maxAgeSeconds });
  reply.setCookie(cookieNames.csrf, session.csrfToken, { ...base(settings), httpOnly: false, maxAge: maxAgeSeconds });
}

export function clearSessionCookies(reply: FastifyReply, settings: CookieSettings) {
  reply.clearCookie(cookieNames.session, { ...base(settings), httpOnly: true });
  reply.clearCookie(cookieNames.csrf, { ...base(settings), httpOnly: false });
}

/** Before sign-in the page needs a CSRF token of its own: reuse the browser's if it is one of ours. */
export function ensureCsrfCookie(reply: FastifyReply, current: unknown, settings: CookieSettings): string {
  if (isWellFormedToken(current)) return current;
  const token = generateToken();
  reply.setCookie(cookieNames.csrf, token, { ...base(settings), httpOnly: false });
  return token;
}
