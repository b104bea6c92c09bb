import type { CatalogueTextIndex } from './catalogue-text-index';

/**
 * What /readyz says of the index (reported only when SEARCH_TEXT_INDEX is on): being built (or not yet asked for),
 * ready at a version, or failed (the statements serve meanwhile). 'building' with a version: the index of that version serves while a newer one builds.
 */
export interface TextIndexStatus {
  state: 'building' | 'ready' | 'failed';
  /** The catalogue version the index in memory was built at (nothing about the deployment: /readyz is public). */
  version?: number;
}

/**
 * Keeps the in-memory index of the catalogue's latest version (decision 017, slice 3). `at(version)` answers only an
 * index built at exactly the version the request saw, so no answer is older than catalogue-cache.ts allows; any
 * other version starts one rebuild in the background and the caller uses the statements meanwhile. The old index is
 * kept until the new one replaces it, then let go; a failed build is retried after `retryAfterMs`.
 */
export function createTextIndexHolder(deps: {
  /** Loads the index; undefined when the catalogue moved during the load (tried again at once) or the holder closed. */
  load: (isCancelled: () => boolean) => Promise<CatalogueTextIndex | undefined>;
  onError: (error: unknown) => void;
  retryAfterMs?: number;
  now?: () => number;
}) {
  const { load, onError, retryAfterMs = 30_000, now = Date.now } = deps;
  let current: CatalogueTextIndex | undefined;
  let building: Promise<void> | undefined;
  let failedAt: number | undefined;
  let closed = false;
  /** The newest version a request has asked for: a build that finishes older than it builds again. */
  let wanted = -1;

  function rebuild(): void {
    if (building || closed) return;
    if (failedAt !== undefined && now() - failedAt < retryAfterMs) return;
    building = (async () => {
      try {
        // A load the catalogue moved under is tried again while a newer version than the index's is wanted.
        for (let tries = 0; tries < 5 && !closed; tries++) {
          const loaded = await load(() => closed);
          if (loaded) {
            current = loaded;
            failedAt = undefined;
            if (loaded.version >= wanted) return;
          }
        }
      } catch (error) {
        failedAt = now();
        onError(error);
      } finally {
        building = undefined;
      }
    })();
  }

  return {
    /** The index built at exactly `version`, or undefined (a rebuild is then under way). */
    at(version: number): CatalogueTextIndex | undefined {
      if (current?.version === version) return current;
      wanted = Math.max(wanted, version);
      rebuild();
      return undefined;
    },
    /** Builds the first index (the server's start); resolves when it is built or has failed. */
    async start(): Promise<void> {
      rebuild();
      await building;
    },
    status(): TextIndexStatus {
      if (current) return { state: building ? 'building' : 'ready', version: current.version };
      return { state: failedAt !== undefined && !building ? 'failed' : 'building' };
    },
    /** Stops a build in progress (the database is about to close) and waits for it. */
    async close(): Promise<void> {
      closed = true;
      await building;
    },
  };
}
export type TextIndexHolder = ReturnType<typeof createTextIndexHolder>;
