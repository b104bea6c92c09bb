import { z } from 'zod';
import { messages } from './messages';

/** Missing and empty fields both get the field's own message (never zod's "expected string"). */
const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

export const LoginRequest = z.object({
  email: requiredText(messages.auth.emailRequired, 200),
  password: z.string({ error: messages.auth.passwordRequired }).min(1, messages.auth.passwordRequired).max(200),
  /** Only same-site paths are honoured; anything else falls back to '/'. */
  returnUrl: z.string().max(2000).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The sign-in form also posts its double-submit CSRF token as a hidden field (DEMO_DATA runtime contract). */
export const LoginFormRequest = LoginRequest.extend({ _csrf: z.string().max(200).optional() });
export type LoginFormRequest = z.infer<typeof LoginFormRequest>;

export const LoginResponse = z.object({ success: z.literal(true), redirectTo: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Why the sign-in page is shown: 'role' after a non-admin was sent to logout (spec 1 §6), 'signedout' after logout. */
export const loginReasons = ['role', 'signedout'] as const;
export type LoginReason = (typeof loginReasons)[number];

/** GET /bff/login: a bad value is ignored rather than refused, so the sign-in page always renders. */
export const LoginPageQuery = z.object({
  // U+0000 is refused everywhere else (apps/server plugins/request-input.ts); here it is one more bad value to ignore.
  returnUrl: z.string().max(2000).refine((url) => !url.includes('\u0000')).optional().catch(undefined),
  reason: z.enum(loginReasons).optional().catch(undefined),
});
export type LoginPageQuery = z.infer<typeof LoginPageQuery>;

/** GET /account/logout?reason=role passes the reason on to the sign-in page. */
export const LogoutQuery = z.object({ reason: z.enum(loginReasons).optional().catch(undefined) });
export type LogoutQuery = z.infer<typeof LogoutQuery>;

/** POST /account/logout: the confirmation form's token (or the X-XSRF-TOKEN header) and the reason to pass on. */
export const LogoutFormRequest = z.object({ _csrf: z.string().max(200).optional(), reason: z.enum(loginReasons).optional().catch(undefined) }).nullish();
export type LogoutFormRequest = z.infer<typeof LogoutFormRequest>;

/** GET /Account/Authenticate */
export const AuthenticateResponse = z.object({
  isAuthenticated: z.boolean(),
  /** utm_* parameters captured when the session began (spec 3 §9). */
  utm: z.record(z.string(), z.string()),
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponse>;
