import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { serverRenderStateElementId, type ServerRenderRequest } from '@sparesfinder/contracts/server-render';
import { buildUrl, type ApiRead } from './api-client';

/** The answers the server rendered a page from (decision 019): each query's key and data. */
export interface ServerRenderState {
  queries: { key: QueryKey; data: unknown }[];
}

/** What the server's query cache held when it had rendered the page: its settled answers, nothing pending or failed. */
export function serverRenderStateOf(queryClient: QueryClient): ServerRenderState {
  const settled = queryClient.getQueryCache().getAll().filter((query) => query.state.status === 'success');
  return { queries: settled.map((query) => ({ key: query.queryKey, data: query.state.data })) };
}

/**
 * Starts the browser's query cache from the answers the server rendered this page from, so its first render is
 * the same tree. False when the page was not rendered on the server or the block is malformed (then the app
 * starts afresh and renders the page itself).
 */
export function seedFromServerRender(document: Document, queryClient: QueryClient): boolean {
  const text = document.getElementById(serverRenderStateElementId)?.textContent;
  if (!text) return false;
  let state: Partial<ServerRenderState> | null;
  try {
    state = JSON.parse(text) as Partial<ServerRenderState> | null;
  } catch {
    return false;
  }
  if (!state || !Array.isArray(state.queries) || !state.queries.every((query) => Array.isArray(query?.key))) return false;
  for (const query of state.queries) queryClient.setQueryData(query.key, query.data);
  return true;
}

/** What a server-rendered page reads before it is rendered (app/server-rendered-pages.ts): its own queries' answers. */
export interface PageReads {
  /** The page's address, with its query string. */
  address: URL;
  readJson: ServerRenderRequest['readJson'];
  queryClient: QueryClient;
}

/**
 * Makes a page's read on the server (decision 019) and puts its answer into the cache under the key the page's own
 * query uses, when it is what the contract says (the browser's reads are checked by the same schema). Otherwise the
 * query stays pending: the page renders it loading, and the browser reads it.
 */
export async function readIntoCache<Schema extends z.ZodType>({ readJson, queryClient }: PageReads, queryKey: QueryKey, read: ApiRead<Schema>): Promise<void> {
  const [answer, schema] = await Promise.all([
    readJson(buildUrl(read.path, read.query), read.body),
    typeof read.schema === 'function' ? read.schema() : read.schema,
  ]);
  const parsed = schema.safeParse(answer);
  if (parsed.success) queryClient.setQueryData(queryKey, parsed.data);
}
