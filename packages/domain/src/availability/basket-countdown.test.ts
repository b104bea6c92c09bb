import { describe, expect, it } from 'vitest';
import { basketTimeoutSeconds, countdownSecondsFrom, countdownStage, formatCountdown, secondsLeft } from './basket-countdown';

describe('basket countdown (spec 3 §4.3, §9)', () => {
  it('is 300 seconds', () => expect(basketTimeoutSeconds).toBe(300));

  it.each([
    [0, 0, 300],
    [0, 999, 300],
    [0, 1_000, 299],
    [0, 299_999, 1],
    [0, 300_000, 0],
    [0, 900_000, 0],
    [5_000, 0, 300], // a clock behind the start never adds time
  ])('started %i ms, now %i ms → %i s left', (started, now, left) => expect(secondsLeft(started, now)).toBe(left));

  it('counts down a shortened clock', () => expect(secondsLeft(0, 3_000, 20)).toBe(17));

  it.each([
    [600, 'calm'],
    [420, 'calm'],
    [419, 'notice'],
    [300, 'notice'],
    [299, 'warning'],
    [120, 'warning'],
    [119, 'urgent'],
    [1, 'urgent'],
    [0, 'expired'],
  ] as const)('%i s left is %s', (seconds, stage) => expect(countdownStage(seconds)).toBe(stage));

  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [61, '1:01'],
    [7, '0:07'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s reads %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));

  it.each([
    [null, 300],
    ['', 300],
    ['20', 20],
    ['5', 5],
    ['4', 300],
    ['301', 300],
    ['12.5', 300],
    ['abc', 300],
  ])('test clock %s → %i s', (requested, seconds) => expect(countdownSecondsFrom(requested)).toBe(seconds));
});
