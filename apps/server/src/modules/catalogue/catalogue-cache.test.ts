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
    expect(s.cache.resultCount).toBe(1);
    s.bump();
    expect(await s.cache.refresh()).toBe(true);
    expect(s.cache.resultCount).toBe(0);
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
  it('runs a lazy thenable (a drizzle query) once, however often the cached entry is awaited', async () => {
    const s = setUp();
    await s.cache.refresh();
    let runs = 0;
    // Like a drizzle query builder: every then() runs the query again.
    const lazyQuery: PromiseLike<string> = {
      then: (onFulfilled, onRejected) => Promise.resolve(`run ${++runs}`).then(onFulfilled, onRejected),
    };
    expect(await s.cache.reference('list', () => lazyQuery)).toBe('run 1');
    expect(await s.cache.reference('list', () => lazyQuery)).toBe('run 1');
    expect(await s.cache.result('answer', () => lazyQuery)).toBe('run 2');
    expect(await s.cache.result('answer', () => lazyQuery)).toBe('run 2');
    expect(runs).toBe(2);
  });
  describe('answer (the version read alongside the work)', () => {
    it('reads the version once before the first answer, then beside each answer; finish runs every time', async () => {
      const s = setUp();
      let finished = 0;
      const finish = (value: string) => `${value} (finish ${++finished})`;
      expect(await s.cache.answer('a', s.compute('A'), finish)).toBe('A (finish 1)');
      expect(s.versionReads).toBe(2);
      expect(await s.cache.answer('a', s.compute('other'), finish)).toBe('A (finish 2)');
      expect(s.versionReads).toBe(3);
      expect(s.computations).toBe(1);
    });

    it('starts the work before the version read has answered', async () => {
      let releaseVersion: (version: number) => void = () => undefined;
      let versionReads = 0;
      const cache = createCatalogueCache({
        readVersion: () => (versionReads++ === 0 ? Promise.resolve(1) : new Promise<number>((resolve) => (releaseVersion = resolve))),
        maxResults: 3,
      });
      await cache.refresh();
      let computeStarted = false;
      const answer = cache.answer('a', async () => {
        computeStarted = true;
        return 'A';
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(computeStarted).toBe(true);
      releaseVersion(1);
      expect(await answer).toBe('A');
    });

    it('works the answer out again when the version moved while it was worked out', async () => {
      const s = setUp();
      expect(await s.cache.answer('a', s.compute('A'))).toBe('A');
      s.bump();
      let calls = 0;
      // The first (speculative) computation read the catalogue before the change; the second after it.
      const answer = await s.cache.answer('b', async () => (++calls === 1 ? 'stale' : 'fresh'));
      expect(answer).toBe('fresh');
      expect(await s.cache.answer('a', s.compute('A2'))).toBe('A2');
      expect(await s.cache.answer('b', s.compute('unused'))).toBe('fresh');
    });

    it('does not keep a failed answer', async () => {
      const s = setUp();
      await expect(s.cache.answer('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await s.cache.answer('a', s.compute('A'))).toBe('A');
    });
  });
});
