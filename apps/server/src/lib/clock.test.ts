import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock';

describe('clockStartingAt', () => {
  it('reads the start when made, then runs at the real pace', () => {
    let real = Date.parse('2026-11-27T19:45:00Z');
    const clock = clockStartingAt(new Date('2026-11-30T10:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-11-30T10:00:00.000Z');
    real += 90_500;
    expect(clock.now().toISOString()).toBe('2026-11-30T10:01:30.500Z');
  });

  it('may start in the past', () => {
    const real = Date.parse('2026-11-27T19:45:00Z');
    expect(clockStartingAt(new Date('2026-11-27T07:15:00Z'), () => real).now().toISOString()).toBe('2026-11-27T07:15:00.000Z');
  });
});
