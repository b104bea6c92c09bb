/**
 * The web app's Content-Security-Policy, sent with index.html (plugins/static-spa.ts). The built app has no inline
 * script (Vite emits module files), so scripts come from this site only; MUI/emotion inject <style> elements, so
 * inline styles are allowed (they cannot run code). Nothing may embed the shop but the shop itself.
 * Sources that later areas need are added here, in one place: the payment page's origin (frame-src) and map tiles
 * (img-src) arrive with checkout and availability. Product photos may live on a manufacturer's or merchant's own
 * host (issue #11), so images, and only images, may come from any http(s) origin.
 */
const directives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // The embedded payment page (spec 3 §2.6): the built-in sandbox gateway is served from this site
  // (decision 014); a real gateway's origin is added here with its adapter.
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

export const appContentSecurityPolicy = Object.entries(directives)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');
