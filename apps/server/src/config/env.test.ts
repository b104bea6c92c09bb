import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('CLOCK_START', () => {
  it('is unset by default: the server runs on the system clock', () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(loadConfig({ CLOCK_START: '' }).clockStart).toBeUndefined();
  });

  it('takes an ISO date-time with its offset', () => {
    expect(loadConfig({ CLOCK_START: '2026-11-30T10:00:00Z' }).clockStart?.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(loadConfig({ CLOCK_START: '2026-06-01T10:00:00+01:00' }).clockStart?.toISOString()).toBe('2026-06-01T09:00:00.000Z');
  });

  it('names the variable when the value is not a date-time', () => {
    expect(() => loadConfig({ CLOCK_START: 'monday morning' })).toThrow(/CLOCK_START: CLOCK_START must be an ISO date-time/);
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', CLOCK_START: '2026-11-30T10:00:00Z' })).toThrow(
      /CLOCK_START: CLOCK_START is for test servers and is refused when NODE_ENV=production/,
    );
  });
});
