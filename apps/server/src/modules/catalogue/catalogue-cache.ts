/**
 * An in-process cache of values derived from the catalogue, valid for one catalogue version (migration 0006 bumps
 * `catalogue_version` on every statement that writes the catalogue). Every answer reads the version (refresh(), or
 * alongside the work in answer()), so a server never answers from before a change it could see, and several servers
 * on one database stay consistent without talking to each other.
 *
 * Two kinds of entry:
 * - `reference`: small lists every search needs (category tree, manufacturers, attribute values), always kept;
 * - `result`: search and autocomplete answers, least recently used first out beyond `maxResults`; 0 turns result
 *   caching off (every call computes), which is how the benchmark measures the full work.
 * Concurrent calls for the same key share one computation; a failed computation is not kept.
 */
export function createCatalogueCache(deps: { readVersion: () => Promise<number>; maxResults: number }) {
  const { readVersion, maxResults } = deps;
  let version: number | undefined;
  const references = new Map<string, Promise<unknown>>();
  const results = new Map<string, Promise<unknown>>();

  function remember<T>(entries: Map<string, Promise<unknown>>, key: string, compute: () => PromiseLike<T>): Promise<T> {
    // Settle the computation into a real promise once: a drizzle query is a lazy thenable that runs again every time
    // it is awaited, so keeping it would re-run the query on every hit.
    const pending = Promise.resolve().then(compute);
    entries.set(key, pending);
    pending.catch(() => {
      if (entries.get(key) === pending) entries.delete(key);
    });
    return pending;
  }

  /** Forgets everything cached under another version; true when the version moved. */
  function settle(current: number): boolean {
    if (current === version) return false;
    references.clear();
    results.clear();
    version = current;
    return true;
  }

  const cache = {
    /** Reads the catalogue version and forgets everything cached under an older one; true when it moved. */
    async refresh(): Promise<boolean> {
      return settle(await readVersion());
    },

    /**
     * The answer for `key`, reading the version alongside the work rather than before it (one round trip less):
     * the cached result (or, on a miss, its computation under the version last read) and `finish` (what is never
     * cached, e.g. a viewer's cards) run while the version is read. The answer stands if the version has not moved
     * since; otherwise everything cached is forgotten and the answer is worked out again. A change committed before
     * any of the work's reads is therefore always seen: the version read, running beside them, sees it too.
     */
    async answer<T, A = T>(key: string, compute: () => PromiseLike<T>, finish: (result: T) => A | PromiseLike<A> = (result) => result as unknown as A): Promise<A> {
      if (version === undefined) await cache.refresh();
      const known = version;
      const speculative = cache.result(key, compute).then(finish);
      speculative.catch(() => undefined);
      const current = await readVersion();
      if (current === known) return speculative;
      settle(current);
      return cache.result(key, compute).then(finish);
    },

    /** A reference list, computed once per catalogue version. */
    reference<T>(key: string, compute: () => PromiseLike<T>): Promise<T> {
      return (references.get(key) as Promise<T> | undefined) ?? remember(references, key, compute);
    },

    /** A cached answer for `key`, computing it on a miss (always, when result caching is off). */
    result<T>(key: string, compute: () => PromiseLike<T>): Promise<T> {
      if (maxResults === 0) return Promise.resolve().then(compute);
      const hit = results.get(key);
      if (hit) {
        // Re-inserting moves the key to the back: Map iteration order is insertion order.
        results.delete(key);
        results.set(key, hit);
        return hit as Promise<T>;
      }
      const pending = remember(results, key, compute);
      while (results.size > maxResults) results.delete(results.keys().next().value as string);
      return pending;
    },

    get resultCount() {
      return results.size;
    },
  };
  return cache;
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
