import { describe, expect, it } from 'vitest';
import { generateToken, hashToken, isWellFormedToken, tokensMatch } from './tokens';

describe('session tokens', () => {
  it('are 256-bit base64url strings, different every time', () => {
    const a = generateToken();
    expect(isWellFormedToken(a)).toBe(true);
    expect(generateToken()).not.toBe(a);
  });
  it('are stored as a SHA-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it.each([[undefined], [''], ['short'], ['x'.repeat(42) + '!'], [42]])('rejects %s', (value) => expect(isWellFormedToken(value)).toBe(false));
  it('compares in constant time and fails closed', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abc', 'abd')).toBe(false);
    expect(tokensMatch('abc', 'abcd')).toBe(false);
    expect(tokensMatch('', '')).toBe(false);
    expect(tokensMatch(['abc'], 'abc')).toBe(false);
  });
});
