import { pagePaths } from '@sparesfinder/contracts/page-routes';

/**
 * The pages whose first paint the server renders (decision 019), each checked in a real browser to hydrate without
 * a mismatch at phone and desktop widths (e2e server-render.spec.ts) and measured in Lighthouse pairs against the
 * browser rendering it (bench/results/web.md). Home, where most visits start: LCP 2.9 → 1.75 s. Not yet the
 * product results: their LCP element (the banner, the cards) waits for data the server does not read yet, and
 * their blocking time rose in those pairs. A page joins with its own check; every other page is rendered by the
 * browser alone, as before.
 */
const serverRenderedPaths = new Set([pagePaths.home].map((path) => path.toLowerCase()));

export function isServerRenderedPage(pathname: string): boolean {
  return serverRenderedPaths.has(pathname.toLowerCase());
}
