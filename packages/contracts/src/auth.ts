import { z } from 'zod';

export const LoginRequest = z.object({
  email: z.string().trim().min(1, 'Email is required').max(200),
  password: z.string().min(1, 'Password is required').max(200),
  /** Only same-site paths are honoured; anything else falls back to '/'. */
  returnUrl: z.string().max(2000).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ success: z.literal(true), redirectTo: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /Account/Authenticate */
export const AuthenticateResponse = z.object({
  isAuthenticated: z.boolean(),
  /** utm_* parameters captured when the session began (spec 3 §9). */
  utm: z.record(z.string(), z.string()),
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponse>;
