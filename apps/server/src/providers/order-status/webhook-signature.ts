import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=` + the hex HMAC-SHA256 of the raw body under the merchant's secret (what a merchant sends). */
export const signWebhookBody = (secret: string, rawBody: string): string => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** Constant-time comparison, so the answer's timing says nothing about how much of a guess was right. */
export function isValidWebhookSignature(secret: string | undefined, rawBody: string, signature: string | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = Buffer.from(signWebhookBody(secret, rawBody));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
