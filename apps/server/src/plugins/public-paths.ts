import { isPagePath } from '@sparesfinder/contracts/page-routes';

/**
 * The one list of requests served without a session. Everything else needs one (401), so a new route can never be
 * forgotten: it is protected unless it is added here.
 */
const publicRoutes: readonly { methods: readonly string[]; path: string }[] = [
  { methods: ['GET', 'HEAD', 'POST'], path: '/bff/login' },
  { methods: ['GET', 'HEAD', 'POST'], path: '/account/logout' },
  { methods: ['GET', 'HEAD'], path: '/healthz' },
  { methods: ['GET', 'HEAD'], path: '/readyz' },
  { methods: ['GET', 'HEAD'], path: '/login' }, // spec 3 §2.1: redirects to /
  { methods: ['GET', 'HEAD'], path: '/signup' },
  { methods: ['GET', 'HEAD', 'POST'], path: '/account/set-password' }, // the invitee's one-time link (modules/users)
  { methods: ['POST'], path: '/merchant/orderstatuswebhook' }, // signed by the merchant's secret (providers/order-status)
];

/** Read-only trees: API docs, product media, the SPA's hashed assets. */
const publicPrefixes = ['/docs/', '/images/', '/assets/'];

/** Files at the site root of the built SPA (favicon.svg, robots.txt, manifest.webmanifest …). */
const rootFile = /^\/[\w.-]+\.[a-z0-9]{1,12}$/i;

/** Lower-case, no trailing slash: the router matches the same way (app.ts routerOptions). */
export function normalisePath(url: string): string {
  const path = (url.split('?')[0] ?? '/').toLowerCase();
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * @param routeMatched false when no route answers the path (the request goes to the 404 handler, where the SPA's
 *   index.html is served for page paths). Page paths are public only then, so an API route that happens to look
 *   like a page (e.g. under /Spares/) is never exposed by the resemblance.
 */
export function isPublicRequest(method: string, url: string, routeMatched: boolean, acceptsHtml = false): boolean {
  const path = normalisePath(url);
  const readOnly = method === 'GET' || method === 'HEAD';
  if (publicRoutes.some((route) => route.path === path && route.methods.includes(method))) return true;
  if (!readOnly) return false;
  if (path === '/docs' || publicPrefixes.some((prefix) => path.startsWith(prefix))) return true;
  if (rootFile.test(path)) return true;
  return appShellFor(method, url, routeMatched, acceptsHtml) !== null;
}

/**
 * Which answer the SPA's index.html gives a request no route matched: 200 for one of the app's pages, 404 for a
 * browser navigation (Accept: text/html) to any other path, so the app shows its own not-found page with a way back
 * (issue #11 item 9). null: not the app's to answer; API calls (Accept: application/json), files and the trees above
 * keep the JSON 404 (or 401 without a session). The shell is the same public file either way, so nothing is exposed.
 */
export function appShellFor(method: string, url: string, routeMatched: boolean, acceptsHtml: boolean): 200 | 404 | null {
  if (routeMatched || (method !== 'GET' && method !== 'HEAD')) return null;
  const path = normalisePath(url);
  if (isPagePath(path)) return 200;
  if (!acceptsHtml || rootFile.test(path) || path === '/docs' || publicPrefixes.some((prefix) => path.startsWith(prefix))) return null;
  return 404;
}

/** A browser navigating asks for HTML first; the app's API client asks for application/json. */
export const acceptsHtml = (accept: string | undefined): boolean => /\btext\/html\b/i.test(accept ?? '');

/** spec 1 §4, §6: a signed-in user who is not a CompanyAdmin may only learn that, then is sent to logout. */
const callsForAnyRole = new Set(['/account/authenticate', '/account/userdetails']);
export const isAllowedForAnyRole = (url: string): boolean => callsForAnyRole.has(normalisePath(url));
