import { describe, expect, it } from 'vitest';
import { acceptsHtml, appShellFor, isAllowedForAnyRole, isPublicRequest, normalisePath } from './public-paths';

describe('isPublicRequest', () => {
  it.each([
    ['GET', '/bff/login?returnUrl=/', true],
    ['POST', '/BFF/Login', true],
    ['GET', '/account/logout', true],
    ['GET', '/healthz', true],
    ['GET', '/docs', true],
    ['GET', '/docs/json', true],
    ['GET', '/images/products/1.svg', true],
    ['GET', '/assets/index-abc.js', true],
    ['GET', '/favicon.svg', true],
    ['GET', '/login', true],
    ['POST', '/account/logout', true], // checks its own token (auth.routes.ts)
    ['PUT', '/account/logout', false],
    ['DELETE', '/bff/login', false],
    ['POST', '/images/x', false],
    ['GET', '/docsecret', false],
    ['GET', '/Account/UserDetails', false],
    ['GET', '/GetMenuItems', false],
    ['GET', '/dev/mail', false],
    ['GET', '/Account/UserDetails.json', false],
  ])('%s %s -> %s', (method, url, expected) => expect(isPublicRequest(method, url, true)).toBe(expected));

  it('serves SPA pages without a session only when no API route matched', () => {
    expect(isPublicRequest('GET', '/Basket/Availability', false)).toBe(true);
    expect(isPublicRequest('GET', '/Spares/Boiler-Spares', true)).toBe(false);
    expect(isPublicRequest('POST', '/Basket', false)).toBe(false);
    expect(isPublicRequest('GET', '/no-such-api', false)).toBe(false);
  });
});

describe('appShellFor (issue #11 item 9: unknown pages get the app and its not-found page)', () => {
  it.each([
    ['GET', '/Basket/Availability', false, false, 200],
    ['GET', '/products/123', false, true, 404],
    ['HEAD', '/no/such/page', false, true, 404],
    ['GET', '/products/123', false, false, null], // the API client asks for JSON
    ['GET', '/products/123', true, true, null], // a route answers
    ['POST', '/products/123', false, true, null],
    ['GET', '/missing.png', false, true, null],
    ['GET', '/assets/x.js', false, true, null],
    ['GET', '/images/x', false, true, null],
    ['GET', '/docs', false, true, null],
  ] as const)('%s %s (route matched %s, HTML %s) -> %s', (method, url, matched, html, expected) => {
    expect(appShellFor(method, url, matched, html)).toBe(expected);
    if (expected === 404) expect(isPublicRequest(method, url, matched, html)).toBe(true);
  });

  it.each([
    ['text/html,application/xhtml+xml,*/*;q=0.8', true],
    ['application/json', false],
    ['*/*', false],
    [undefined, false],
  ])('accept %s -> browser navigation %s', (accept, expected) => expect(acceptsHtml(accept)).toBe(expected));
});

describe('role allow-list', () => {
  it.each([
    ['/Account/Authenticate', true],
    ['/account/userdetails/', true],
    ['/Account/GetOrganisation', false],
    ['/GetMenuItems', false],
  ])('%s -> %s', (url, expected) => expect(isAllowedForAnyRole(url)).toBe(expected));

  it('normalises case and trailing slashes', () => expect(normalisePath('/A/B/?x=1')).toBe('/a/b'));
});
