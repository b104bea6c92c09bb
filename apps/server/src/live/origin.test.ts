import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin';

describe('isAllowedOrigin', () => {
  const configured = ['http://localhost:5173'];
  it.each([
    ['the shop itself', 'http://shop.test:3000', 'shop.test:3000', true],
    ['the shop behind a TLS proxy (scheme not compared)', 'https://shop.test', 'shop.test', true],
    ['host compared case-insensitively', 'http://shop.test', 'SHOP.test', true],
    ['a Host naming the default port', 'http://shop.test', 'shop.test:80', true],
    ['a configured origin', 'http://localhost:5173', 'shop.test', true],
    ['a foreign site', 'https://evil.test', 'shop.test', false],
    ['a sibling port', 'http://shop.test:4000', 'shop.test:3000', false],
    ['a look-alike host', 'http://shop.test.evil.test', 'shop.test', false],
    ['no Origin header', undefined, 'shop.test', false],
    ['an opaque origin', 'null', 'shop.test', false],
    ['not a URL', 'shop.test', 'shop.test', false],
    ['not http(s)', 'file://shop.test', 'shop.test', false],
    ['no Host header', 'http://shop.test', undefined, false],
  ])('%s', (_case, origin, host, allowed) => {
    expect(isAllowedOrigin(origin, host, configured)).toBe(allowed);
  });
});
