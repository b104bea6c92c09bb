/** Escapes text for HTML bodies and double-quoted attributes in the server-rendered pages. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Headers for the few server-rendered pages: no scripts at all, inline styles only, posts only to this site,
 * never framed (clickjacking on the sign-in form).
 */
export const serverPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
} as const;
