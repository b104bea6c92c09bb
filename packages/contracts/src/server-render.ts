import { apiRoutes } from './routes';

/**
 * The server-rendered first paint (decision 019): what the server hands the web app's render entry
 * (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr) and what it gets back. The server writes `html` into
 * `<div id="root">` and `state` as JSON into a `<script type="application/json">` with this id; the browser
 * starts its query cache from it and hydrates the markup (apps/web/src/main.tsx).
 */
export const serverRenderStateElementId = 'sf-state';

/**
 * The POSTs a render may make: calls the spec makes as a POST that only read (spec 2 §7 SearchIndex). The server
 * refuses any other, so a page's render can never change anything for the visitor it is rendered for.
 */
export const serverRenderReadPosts: ReadonlySet<string> = new Set([apiRoutes.catalogue.searchIndex].map((path) => path.toLowerCase()));

export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/products?searchTerm=valve`. */
  url: string;
  /**
   * The JSON this server answers this visitor for a GET of `path`, or, with a `body`, for a POST of it (only the
   * reads in `serverRenderReadPosts`); undefined when it does not answer 200.
   */
  readJson: (path: string, body?: unknown) => Promise<unknown>;
}

export interface ServerRenderedPage {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The query cache the markup was rendered from (TanStack Query's dehydrated state), as JSON-safe data. */
  state: unknown;
}

/** The render entry's one export; undefined when the page is not rendered on the server for this visitor. */
export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderedPage | undefined>;
