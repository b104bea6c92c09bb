import { describe, expect, it } from 'vitest';
import { checkCardExpiry } from './card-expiry';

// 28 Nov 2026, midday in London.
const now = new Date('2026-11-28T12:00:00Z');

describe('checkCardExpiry (the sandbox refuses what a real gateway refuses)', () => {
  it.each([
    ['11/26', '1126', 'the current month is still good'],
    ['12/26', '1226', 'next month'],
    ['01/27', '0127', 'next year'],
    ['1131', '1131', 'MMYY without a slash'],
    [' 12 / 30 ', '1230', 'spaces around'],
  ])('accepts %s → %s (%s)', (expiry, expiryDate) => {
    expect(checkCardExpiry(expiry, now)).toEqual({ ok: true, expiryDate });
  });

  it.each([
    ['10/26', 'last month'],
    ['01/20', 'years ago (the reported card)'],
    ['12/25', 'December last year'],
  ])('refuses %s as expired (%s)', (expiry) => {
    expect(checkCardExpiry(expiry, now)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each(['', '13/30', '00/30', '1/30', '12/2030', 'ab/cd', '12-30', '12/3'])('refuses %j as malformed', (expiry) => {
    expect(checkCardExpiry(expiry, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reads the month in London time, not UTC', () => {
    // 31 Oct 2026 23:30 UTC is still October in London (GMT); 31 Mar 2026 23:30 UTC is 1 April in London (BST).
    expect(checkCardExpiry('10/26', new Date('2026-10-31T23:30:00Z')).ok).toBe(true);
    expect(checkCardExpiry('03/26', new Date('2026-03-31T23:30:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });
});
