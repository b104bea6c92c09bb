import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache';

function setUp(maxResults = 3) {
  const cache = createCatalogueCache({ maxResults });
  let computations = 0;
  const compute = (value: string) => async () => {
    computations++;
    return value;
  };
  return {
    cache,
    compute,
    get computations() {
      return computations;
    },
  };
}

describe('catalogue cache', () => {
  it('answers a repeated key from the cache', async () => {
    const s = setUp();
    s.cache.observe(1);
    expect(await s.cache.result('a', s.compute('A'))).toBe('A');
    expect(await s.cache.result('a', s.compute('other'))).toBe('A');
    expect(s.computations).toBe(1);
  });

  it('forgets everything when a request saw another catalogue version', async () => {
    const s = setUp();
    s.cache.observe(1);
    await s.cache.result('a', s.compute('A'));
    await s.cache.reference('tree', s.compute('T'));
    s.cache.observe(1);
    expect(s.cache.resultCount).toBe(1);
    s.cache.observe(2);
    expect(s.cache.resultCount).toBe(0);
    expect(await s.cache.result('a', s.compute('A2'))).toBe('A2');
    expect(await s.cache.reference('tree', s.compute('T2'))).toBe('T2');
  });

  it('forgets everything for an older version too (a request that began before a change, or a restored database)', async () => {
    const s = setUp();
    s.cache.observe(5);
    await s.cache.result('a', s.compute('A at 5'));
    s.cache.observe(4);
    expect(await s.cache.result('a', s.compute('A at 4'))).toBe('A at 4');
  });

  it('evicts the least recently used answer beyond maxResults', async () => {
    const s = setUp(2);
    s.cache.observe(1);
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
    s.cache.observe(1);
    const [x, y] = await Promise.all([s.cache.result('a', s.compute('A')), s.cache.result('a', s.compute('A'))]);
    expect([x, y]).toEqual(['A', 'A']);
    expect(s.computations).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const s = setUp();
    s.cache.observe(1);
    await expect(s.cache.result('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await s.cache.result('a', s.compute('A'))).toBe('A');
  });

  it('with maxResults 0 always computes answers but still keeps reference lists per version', async () => {
    const s = setUp(0);
    s.cache.observe(1);
    await s.cache.result('a', s.compute('A'));
    await s.cache.result('a', s.compute('A'));
    expect(s.computations).toBe(2);
    expect(s.cache.resultCount).toBe(0);
    expect(await s.cache.reference('tree', s.compute('T'))).toBe('T');
    expect(await s.cache.reference('tree', s.compute('other'))).toBe('T');
    expect(s.computations).toBe(3);
    s.cache.observe(2);
    expect(await s.cache.reference('tree', s.compute('T2'))).toBe('T2');
  });

  it('runs a lazy thenable (a drizzle query) once, however often the cached entry is awaited', async () => {
    const s = setUp();
    s.cache.observe(1);
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

  describe('answer (for a request that saw a catalogue version)', () => {
    it('caches the result under that version; finish runs for every call and is never cached', async () => {
      const s = setUp();
      let finished = 0;
      const finish = (value: string) => `${value} (finish ${++finished})`;
      expect(await s.cache.answer(1, 'a', s.compute('A'), finish)).toBe('A (finish 1)');
      expect(await s.cache.answer(1, 'a', s.compute('other'), finish)).toBe('A (finish 2)');
      expect(s.computations).toBe(1);
    });

    it('works the answer out again for a request that saw a newer version', async () => {
      const s = setUp();
      expect(await s.cache.answer(1, 'a', s.compute('A'))).toBe('A');
      expect(await s.cache.answer(2, 'a', s.compute('A2'))).toBe('A2');
      expect(await s.cache.answer(2, 'a', s.compute('unused'))).toBe('A2');
    });

    it('does not keep a failed answer', async () => {
      const s = setUp();
      await expect(s.cache.answer(1, 'a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await s.cache.answer(1, 'a', s.compute('A'))).toBe('A');
    });
  });
});
