import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser sent this request from another site (a cross-site form post, link, image or frame). Browsers
 * say so in Sec-Fetch-Site; older ones only in Origin or Referer. A request with none of them (a script, curl,
 * the tests) is not cross-site: CSRF needs a victim's browser, and every browser sends one of the three.
 * Used where a request carries no session yet (sign-in: login CSRF) or may end one (logout).
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return !isThisHost(origin, request.host);
  const referer = request.headers.referer;
  if (typeof referer === 'string') return !isThisHost(referer, request.host);
  return false;
}

function isThisHost(url: string, host: string): boolean {
  try {
    return new URL(url).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false; // 'null' (sandboxed frames, privacy redirects) or garbage: not ours
  }
}
