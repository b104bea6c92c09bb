import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { QueryClient } from '@tanstack/react-query';
import { serverRenderStateElementId } from '@sparesfinder/contracts/server-render';
import { apiRead } from './api-client';
import { readIntoCache, seedFromServerRender, serverRenderStateOf } from './server-render-state';

function writeBlock(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = serverRenderStateElementId;
  script.textContent = text;
  document.body.append(script);
}
afterEach(() => document.getElementById(serverRenderStateElementId)?.remove());

describe('the server-rendered page state', () => {
  it("carries the server's settled answers into the browser's query cache as they were", async () => {
    const server = new QueryClient();
    server.setQueryData(['account', 'user-details'], { firstName: '</script> Ann' });
    server.setQueryData(['session', 'authenticate'], { isAuthenticated: true });
    // Pending and failed queries are left out: the browser asks for those itself.
    void server.prefetchQuery({ queryKey: ['pending'], queryFn: () => new Promise(() => {}) });
    await server.prefetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('x')), retry: false });
    const state = serverRenderStateOf(server);
    expect(state.queries.map((query) => query.key)).toEqual([['account', 'user-details'], ['session', 'authenticate']]);

    writeBlock(JSON.stringify(state).replace(/</g, '\\u003c'));
    const client = new QueryClient();
    expect(seedFromServerRender(document, client)).toBe(true);
    expect(client.getQueryData(['account', 'user-details'])).toEqual({ firstName: '</script> Ann' });
    expect(client.getQueryData(['session', 'authenticate'])).toEqual({ isAuthenticated: true });
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it.each([
    ['no block', null],
    ['an empty block', ''],
    ['text that is not JSON', '{"queries": ['],
    ['JSON of another shape', '{"queries": {}}'],
    ['a query without a key', '{"queries": [{"data": 1}]}'],
    ['null', 'null'],
  ])('seeds nothing from %s, so the app renders the page itself', (_, text) => {
    if (text !== null) writeBlock(text);
    const client = new QueryClient();
    expect(seedFromServerRender(document, client)).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('readIntoCache', () => {
  const count = z.object({ count: z.number() });

  it('reads the address of a GET or posts the body of a POST read, and caches an answer that keeps the contract under the key', async () => {
    const readJson = vi.fn(async (path: string, body?: unknown) => (body ? { count: 2, extra: 'dropped' } : { count: 1 }));
    const queryClient = new QueryClient();
    const reads = { address: new URL('http://shop.test/'), readJson, queryClient };
    await readIntoCache(reads, ['a'], apiRead({ path: '/A', query: { id: 3, skip: undefined }, schema: async () => count }));
    await readIntoCache(reads, ['b'], apiRead({ path: '/B', body: { term: 'x' }, schema: count }));
    expect(readJson.mock.calls).toEqual([['/A?id=3', undefined], ['/B', { term: 'x' }]]);
    expect(queryClient.getQueryData(['a'])).toEqual({ count: 1 });
    expect(queryClient.getQueryData(['b'])).toEqual({ count: 2 });
  });

  it.each([
    ['no answer (the read failed)', undefined],
    ['an answer that breaks the contract', { count: 'one' }],
  ])('leaves the query to the browser on %s', async (_, answer) => {
    const queryClient = new QueryClient();
    await readIntoCache({ address: new URL('http://shop.test/'), readJson: async () => answer, queryClient }, ['a'], apiRead({ path: '/A', schema: count }));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
