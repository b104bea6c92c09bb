/**
 * An in-process cache of values derived from the catalogue, valid for one catalogue version (migration 0006 bumps
 * `catalogue_version` on every statement that writes the catalogue). Each request first calls refresh(), which
 * reads the version, so a server never answers from before a change it could see, and several servers on one
 * database stay consistent without talking to each other.
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

  function remember<T>(entries: Map<string, Promise<unknown>>, key: string, compute: () => Promise<T>): Promise<T> {
    const pending = compute();
    entries.set(key, pending);
    pending.catch(() => {
      if (entries.get(key) === pending) entries.delete(key);
    });
    return pending;
  }

  return {
    /** Reads the catalogue version and forgets everything cached under an older one; true when it moved. */
    async refresh(): Promise<boolean> {
      const current = await readVersion();
      if (current === version) return false;
      references.clear();
      results.clear();
      version = current;
      return true;
    },

    /**
     * The answer cached for `key` under the version last read, if any, without computing one. Lets a caller start
     * on a likely hit while refresh() reads the version; the answer counts only if refresh() then returns false.
     */
    peek<T>(key: string): Promise<T> | undefined {
      return results.get(key) as Promise<T> | undefined;
    },

    /** A reference list, computed once per catalogue version. */
    reference<T>(key: string, compute: () => Promise<T>): Promise<T> {
      return (references.get(key) as Promise<T> | undefined) ?? remember(references, key, compute);
    },

    /** A cached answer for `key`, computing it on a miss (always, when result caching is off). */
    result<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (maxResults === 0) return compute();
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
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
