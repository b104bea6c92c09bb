import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: the session cookie value and the CSRF token. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a database dump holds no usable session (docs/SECURITY.md). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token we issued: 43 base64url characters. Anything else is not looked up at all. */
export const isWellFormedToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** Constant-time comparison of two tokens (false for missing or differently sized values). */
export function tokensMatch(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a.length === 0 || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
