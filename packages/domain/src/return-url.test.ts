import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/Basket?x=1', '/Basket?x=1'],
    ['https://evil.test/', '/'],
    ['//evil.test', '/'],
    ['/\\evil.test', '/'],
    ['javascript:alert(1)', '/'],
    ['/ok\nLocation: x', '/'],
  ])('%s -> %s', (input, expected) => expect(safeReturnUrl(input)).toBe(expected));
});
