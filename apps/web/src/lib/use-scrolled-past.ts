import { useSyncExternalStore } from 'react';

/**
 * The page's scroll position as of the last scroll event, shared by every subscriber. React reads a store's snapshot
 * on every render and again after each commit; reading window.scrollY there forced a layout after every commit of
 * the first load (36-73 ms of a phone's main thread at Lighthouse's 4× slowdown). A scroll event's handler reads it
 * when layout is already clean.
 */
let scrollY = 0;
const listeners = new Set<() => void>();

const onScroll = () => {
  scrollY = window.scrollY;
  for (const listener of listeners) listener();
};

const subscribe = (onChange: () => void) => {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    // Once, as the first subscriber arrives: the page may already be scrolled (a restored position).
    scrollY = window.scrollY;
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
};

/** True once the page is scrolled more than `threshold` px (spec 1 §9, spec 3 §9: 200 px). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > threshold,
    () => false,
  );
}
