import { describe, expect, it } from 'vitest';
import { regionOfPostcode } from './branch-region';
import { canChangeUserStatus, canSendInvite, invitationExpiresAt, invitationUsable, passwordProblem } from './invitation';
import { isTradeId } from './trades';

describe('regionOfPostcode', () => {
  it.each([
    ['LS11 5AB', 'Yorkshire and the Humber'],
    ['m17 1py', 'North West'],
    ['SW1A 1AA', 'London'],
    ['S1 2AB', 'Yorkshire and the Humber'],
    ['ZZ1 1ZZ', 'Other'],
    ['', 'Other'],
  ])('%s -> %s', (postcode, region) => expect(regionOfPostcode(postcode)).toBe(region));
});

describe('canSendInvite (spec 1 §5: all four fields non-empty)', () => {
  const full = { firstName: 'Sam', surname: 'Lee', email: 'sam@x.test', telephone: '0113' };
  it.each([
    [full, true],
    [{ ...full, firstName: ' ' }, false],
    [{ ...full, surname: '' }, false],
    [{ ...full, email: '' }, false],
    [{ ...full, telephone: '' }, false],
  ])('%o -> %s', (draft, expected) => expect(canSendInvite(draft)).toBe(expected));
});

describe('invitations', () => {
  const sent = new Date('2026-11-24T08:00:00Z');
  const expiresAt = invitationExpiresAt(sent);
  it('expire after 72 hours', () => expect(expiresAt.toISOString()).toBe('2026-11-27T08:00:00.000Z'));
  it.each([
    [{ expiresAt, usedAt: null }, sent, true],
    [{ expiresAt, usedAt: null }, expiresAt, false],
    [{ expiresAt, usedAt: sent }, sent, false],
  ])('%o at %s usable: %s', (invitation, now, usable) => expect(invitationUsable(invitation, now)).toBe(usable));
});

describe('canChangeUserStatus', () => {
  it.each([
    [1, 1, false],
    [1, 2, true],
  ])('actor %i, target %i -> %s', (actor, target, allowed) => expect(canChangeUserStatus(actor, target)).toBe(allowed));
});

describe('passwordProblem', () => {
  it.each([
    ['short1!', 'Use at least 10 characters.'],
    ['abcdefghijkl', 'Mix letters with numbers or symbols.'],
    ['123456789012', 'Mix letters with numbers or symbols.'],
    ['x'.repeat(120) + '123456789', 'Use at most 128 characters.'],
    ['boiler-room-42', null],
  ])('%s -> %s', (password, problem) => expect(passwordProblem(password)).toBe(problem));
});

describe('isTradeId', () => {
  it.each([
    [1, true],
    [7, true],
    [0, false],
    [99, false],
  ])('%i -> %s', (id, known) => expect(isTradeId(id)).toBe(known));
});
