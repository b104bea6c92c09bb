import { describe, expect, it } from 'vitest';
import { basketExpiryFrom, expiryAfterWrite } from './basket-expiry';

describe('expiryAfterWrite (spec 3 §4.7: the order expires at the basket expiry date)', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  it.each([
    ['an accepted option still held: kept', { fulfilmentOptionId: 1, expiryDate: inMinutes(3) }, inMinutes(3)],
    ['the hold at its full 5 minutes: kept', { fulfilmentOptionId: 0, expiryDate: inMinutes(5) }, inMinutes(5)],
    ['the hold run out: 7 days again', { fulfilmentOptionId: 1, expiryDate: inMinutes(-1) }, basketExpiryFrom(now)],
    ['no option accepted: 7 days', { fulfilmentOptionId: null, expiryDate: inMinutes(3) }, basketExpiryFrom(now)],
    ['an open basket\'s 7 days: moved on', { fulfilmentOptionId: 1, expiryDate: inMinutes(60 * 24) }, basketExpiryFrom(now)],
    ['no expiry yet: 7 days', { fulfilmentOptionId: null, expiryDate: null }, basketExpiryFrom(now)],
  ])('%s', (_name, basket, expected) => expect(expiryAfterWrite(basket, now)).toEqual(expected));
});
