import { describe, expect, it } from 'vitest';
import { pickUtmParameters, restoreUtmParameters } from './utm';

describe('utm parameters', () => {
  it('keeps only the five utm names', () => {
    const picked = pickUtmParameters(new URLSearchParams('utm_source=mail&utm_medium=email&foo=bar&utm_x=1'));
    expect(picked).toEqual({ utm_source: 'mail', utm_medium: 'email' });
  });
  it('restores missing ones without overwriting present ones', () => {
    const restored = restoreUtmParameters(new URLSearchParams('q=valve&utm_source=now'), {
      utm_source: 'then',
      utm_campaign: 'spring',
    });
    expect(restored.toString()).toBe('q=valve&utm_source=now&utm_campaign=spring');
  });
  it('ignores unknown keys in the stored set', () => {
    expect(restoreUtmParameters(new URLSearchParams(), { evil: 'x' }).toString()).toBe('');
  });
});
