/**
 * An in-process cache of values derived from the catalogue, valid for one catalogue version (migration 0006 bumps
 * `catalogue_version` on every statement that writes the catalogue). Each request reads the version at its start
 * (catalogue-version.repository.ts) and hands it in: the cache forgets everything from any other
 * version before answering. So a server never answers from before a change committed before the request began,
 * and several servers on one database stay consistent without talking to each other.
 *
 * Two kinds of entry:
 * - `reference`: small lists every search needs (category tree, manufacturers, attribute values), always kept;
 * - `result`: search and autocomplete answers, least recently used first out beyond `maxResults`; 0 turns result
 *   caching off (every call computes), which is how the benchmark measures the full work.
 * Concurrent calls for the same key share one computation; a failed computation is not kept.
 */
export function createCatalogueCache(deps: { maxResults: number }) {
  const { maxResults } = deps;
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

  const cache = {
    /**
     * Moves the cache to the version a request saw at its start, forgetting everything cached under another one.
     * Any other, not only a newer one: a request that saw an older version (it began before a change another
     * request has already seen) then costs the others a recomputation, but nothing is ever answered from an entry
     * worked out before a version its reader saw, even if a restored database takes the version back.
     */
    observe(seen: number): void {
      if (seen === version) return;
      references.clear();
      results.clear();
      version = seen;
    },

    /**
     * The answer for `key` for a request that saw catalogue version `seen`: cached, or worked out and cached.
     * `finish` adds what is never cached (a viewer's cards) to the result.
     */
    async answer<T, A = T>(seen: number, key: string, compute: () => PromiseLike<T>, finish: (result: T) => A | PromiseLike<A> = (result) => result as unknown as A): Promise<A> {
      cache.observe(seen);
      return finish(await cache.result(key, compute));
    },

    /** A reference list, computed once per catalogue version (callers have observed the request's version). */
    reference<T>(key: string, compute: () => PromiseLike<T>): Promise<T> {
      return (references.get(key) as Promise<T> | undefined) ?? remember(references, key, compute);
    },

    /** A cached answer for `key` under the version last observed, computing it on a miss (always, when result caching is off). */
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
