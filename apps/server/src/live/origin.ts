/**
 * Cross-site WebSocket hijacking guard. A browser sends the session cookie (SameSite=Lax) with a WebSocket handshake
 * started by any page, and CORS does not apply to WebSockets, so the Origin header is the only thing telling our
 * own pages from a foreign one. Allowed: an Origin whose host:port is the Host the request was sent to (the shop
 * itself, and the Vite dev server, which proxies without rewriting Host) or one listed in LIVE_ALLOWED_ORIGINS.
 * A missing or opaque ("null") Origin is refused: every browser sends one, so only a non-browser client lacks it,
 * and such a client can set it.
 *
 * The scheme is not compared (as gorilla/websocket's same-origin check): behind a TLS-terminating proxy the
 * request arrives over http while the page is https.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (allowedOrigins.includes(url.origin)) return true;
  return host !== undefined && url.host === hostWithoutDefaultPort(url.protocol, host);
}

/** `shop.test:443` under https is `shop.test`, as URL writes an origin's host. */
function hostWithoutDefaultPort(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}
