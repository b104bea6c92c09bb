import { pagePaths } from '@sparesfinder/contracts/page-routes';
import type { PageReads } from '../lib/server-render-state';
import { readProductResults } from '../features/catalogue/api/read-product-results';

/** What a server-rendered page reads before it is rendered, beyond the session and user details every page has. */
type ReadPage = (reads: PageReads) => Promise<void>;

/**
 * The pages whose first paint the server renders (decision 019), each checked in a real browser to hydrate without
 * a mismatch at phone and desktop widths (e2e server-render.spec.ts) and measured in Lighthouse pairs against the
 * browser rendering it (bench/results/web.md):
 * - home, where most visits start: LCP 2.9 → 1.75 s;
 * - the product results, with the search in their address read first, so the cards are in the first paint:
 *   performance 84 → 97, LCP 3.4 → 1.9 s.
 * A page joins with its own check; every other page is rendered by the browser alone, as before.
 */
const serverRenderedPages = new Map<string, ReadPage>([
  [pagePaths.home.toLowerCase(), async () => {}],
  [pagePaths.products.toLowerCase(), readProductResults],
]);

/** The reads of a page rendered on the server; undefined for a page the browser renders alone. */
export function serverRenderedPage(pathname: string): ReadPage | undefined {
  return serverRenderedPages.get(pathname.toLowerCase());
}
