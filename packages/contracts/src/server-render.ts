/**
 * The server-rendered first paint (decision 019): what the server hands the web app's render entry
 * (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr) and what it gets back. The server writes `html` into
 * `<div id="root">` and `state` as JSON into a `<script type="application/json">` with this id; the browser
 * starts its query cache from it and hydrates the markup (apps/web/src/main.tsx).
 */
export const serverRenderStateElementId = 'sf-state';

export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/products?searchTerm=valve`. */
  url: string;
  /** The JSON a GET of `path` on this server answers for this visitor, or undefined when it does not answer 200. */
  readJson: (path: string) => Promise<unknown>;
}

export interface ServerRenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The query cache the markup was rendered from (TanStack Query's dehydrated state), as JSON-safe data. */
  state: unknown;
}

/** The render entry's one export; undefined when the page is not rendered on the server for this visitor. */
export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderedPage | undefined>;
