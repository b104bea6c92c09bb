import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime (spec 3 §2.8)', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [40 * 86_400, '1 month ago'],
    [400 * 86_400, '1 year ago'],
  ])('%i seconds ago: %s', (seconds, text) => expect(relativeTime(ago(seconds), now)).toBe(text));
  it('an unreadable date gives nothing', () => expect(relativeTime('x', now)).toBe(''));
});
