import { describe, expect, it } from 'vitest';
import type { CatalogueTextIndex } from './catalogue-text-index';
import { createTextIndexHolder } from './text-index-holder';

/** A loaded index of `version` (the holder reads only its version and size). */
const indexAt = (version: number) => ({ version, text: { size: { products: 3, lexemes: 0, postings: 0 } } }) as unknown as CatalogueTextIndex;

/** A load whose answers the test hands out one by one, each when it likes. */
function controlledLoad() {
  const pending: { resolve: (index: CatalogueTextIndex | undefined) => void; reject: (error: Error) => void }[] = [];
  return {
    load: () => new Promise<CatalogueTextIndex | undefined>((resolve, reject) => pending.push({ resolve, reject })),
    get calls() {
      return pending.length;
    },
    answer: (index: CatalogueTextIndex | undefined) => pending.at(-1)!.resolve(index),
    fail: (error: Error) => pending.at(-1)!.reject(error),
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the text index holder', () => {
  it('answers only the version it was built at, and builds once however many searches ask meanwhile', async () => {
    const loads = controlledLoad();
    const holder = createTextIndexHolder({ load: loads.load, onError: () => {} });
    expect(holder.status()).toEqual({ state: 'building' });
    expect(holder.at(4)).toBeUndefined();
    expect(holder.at(4)).toBeUndefined();
    expect(loads.calls).toBe(1);
    loads.answer(indexAt(4));
    await settle();
    expect(holder.at(4)?.version).toBe(4);
    expect(holder.at(3)).toBeUndefined();
    expect(holder.status()).toMatchObject({ state: 'building', version: 4 });
  });

  it('loads again when the catalogue moved during a load, or a newer version was asked for meanwhile', async () => {
    const loads = controlledLoad();
    const holder = createTextIndexHolder({ load: loads.load, onError: () => {} });
    holder.at(7);
    loads.answer(undefined); // the version moved under the load
    await settle();
    expect(loads.calls).toBe(2);
    holder.at(8);
    loads.answer(indexAt(7));
    await settle();
    expect(holder.at(7)?.version).toBe(7); // serves 7 while 8 builds
    expect(loads.calls).toBe(3);
    loads.answer(indexAt(8));
    await settle();
    expect(holder.at(8)?.version).toBe(8);
    expect(holder.status()).toEqual({ state: 'ready', version: 8 });
  });

  it('reports a failed build, and tries again only after the pause', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const loads = controlledLoad();
    const holder = createTextIndexHolder({ load: loads.load, onError: (error) => errors.push(error), retryAfterMs: 1_000, now: () => now });
    holder.at(1);
    loads.fail(new Error('database gone'));
    await settle();
    expect(errors).toHaveLength(1);
    expect(holder.status()).toEqual({ state: 'failed' });
    now = 999;
    holder.at(1);
    expect(loads.calls).toBe(1);
    now = 1_000;
    holder.at(1);
    expect(loads.calls).toBe(2);
  });

  it('stops building when closed, and waits for the load in progress', async () => {
    const loads = controlledLoad();
    let cancelled: (() => boolean) | undefined;
    const holder = createTextIndexHolder({
      load: (isCancelled) => {
        cancelled = isCancelled;
        return loads.load();
      },
      onError: () => {},
    });
    holder.at(2);
    let closed = false;
    const closing = holder.close().then(() => (closed = true));
    await settle();
    expect([cancelled?.(), closed]).toEqual([true, false]);
    loads.answer(undefined);
    await closing;
    expect(closed).toBe(true);
    holder.at(3);
    expect(loads.calls).toBe(1);
  });
});
