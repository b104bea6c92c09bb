import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache';

function setUp(maxResults = 3) {
  let version = 1;
  let versionReads = 0;
  const cache = createCatalogueCache({
    readVersion: async () => {
      versionReads++;
      return version;
    },
    maxResults,
  });
  let computations = 0;
  const compute = (value: string) => async () => {
    computations++;
    return value;
  };
  return {
    cache,
    compute,
    bump: () => version++,
    get computations() {
      return computations;
    },
    get versionReads() {
      return versionReads;
    },
  };
}

describe('catalogue cache', () => {
  it('answers a repeated key from the cache', async () => {
    const s = setUp();
    await s.cache.refresh();
    expect(await s.cache.result('a', s.compute('A'))).toBe('A');
    expect(await s.cache.result('a', s.compute('other'))).toBe('A');
    expect(s.computations).toBe(1);
  });

  it('forgets everything when the catalogue version moves', async () => {
    const s = setUp();
    expect(await s.cache.refresh()).toBe(true);
    await s.cache.result('a', s.compute('A'));
    expect(await s.cache.refresh()).toBe(false);
    expect(s.cache.peek('a')).toBeDefined();
    s.bump();
    expect(await s.cache.refresh()).toBe(true);
    expect(s.cache.peek('a')).toBeUndefined();
    expect(await s.cache.result('a', s.compute('A2'))).toBe('A2');
    expect(s.versionReads).toBe(3);
  });

  it('evicts the least recently used answer beyond maxResults', async () => {
    const s = setUp(2);
    await s.cache.refresh();
    await s.cache.result('a', s.compute('A'));
    await s.cache.result('b', s.compute('B'));
    await s.cache.result('a', s.compute('unused')); // a is now the most recent
    await s.cache.result('c', s.compute('C')); // evicts b
    expect(s.cache.resultCount).toBe(2);
    expect(await s.cache.result('a', s.compute('again'))).toBe('A');
    expect(await s.cache.result('b', s.compute('B2'))).toBe('B2');
  });

  it('shares one computation between concurrent callers', async () => {
    const s = setUp();
    await s.cache.refresh();
    const [x, y] = await Promise.all([s.cache.result('a', s.compute('A')), s.cache.result('a', s.compute('A'))]);
    expect([x, y]).toEqual(['A', 'A']);
    expect(s.computations).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const s = setUp();
    await s.cache.refresh();
    await expect(s.cache.result('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await s.cache.result('a', s.compute('A'))).toBe('A');
  });

  it('with maxResults 0 always computes answers but still keeps reference lists per version', async () => {
    const s = setUp(0);
    await s.cache.refresh();
    await s.cache.result('a', s.compute('A'));
    await s.cache.result('a', s.compute('A'));
    expect(s.computations).toBe(2);
    expect(s.cache.resultCount).toBe(0);
    expect(await s.cache.reference('tree', s.compute('T'))).toBe('T');
    expect(await s.cache.reference('tree', s.compute('other'))).toBe('T');
    expect(s.computations).toBe(3);
    s.bump();
    await s.cache.refresh();
    expect(await s.cache.reference('tree', s.compute('T2'))).toBe('T2');
  });
});
