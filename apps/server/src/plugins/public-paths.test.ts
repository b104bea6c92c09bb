import { describe, expect, it } from 'vitest';
import { isAllowedForAnyRole, isPublicRequest, normalisePath } from './public-paths';

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

describe('role allow-list', () => {
  it.each([
    ['/Account/Authenticate', true],
    ['/account/userdetails/', true],
    ['/Account/GetOrganisation', false],
    ['/GetMenuItems', false],
  ])('%s -> %s', (url, expected) => expect(isAllowedForAnyRole(url)).toBe(expected));

  it('normalises case and trailing slashes', () => expect(normalisePath('/A/B/?x=1')).toBe('/a/b'));
});
