import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}
/** Keys are 'METHOD /path' (path without query, case-insensitive); values a body (200) or a function. */
export type MockRoutes = Record<string, unknown | ((request: Request) => MockReply | Promise<MockReply>)>;

export interface MockApi {
  fetch: ReturnType<typeof vi.fn>;
  /** Requests received, in order. */
  requests: Request[];
}

export const reply = (status: number, body?: unknown): (() => MockReply) => () => ({ status, body });

/** Replaces global fetch with a router over `routes`; unknown paths answer 404 like the server. */
export function mockApi(routes: MockRoutes): MockApi {
  const table = new Map(Object.entries(routes).map(([key, value]) => [key.toLowerCase(), value]));
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`.toLowerCase();
    const route = table.get(key);
    const { status = 200, body } =
      route === undefined
        ? { status: 404, body: { statusCode: 404, code: 'not_found', message: `No route for ${key}` } }
        : typeof route === 'function'
          ? await (route as (request: Request) => MockReply | Promise<MockReply>)(request)
          : { body: route };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, requests };
}

/** The requests to one route ('METHOD /path', as in MockRoutes), leaving out calls other components make on mount. */
export const requestsTo = (api: MockApi, route: string): Request[] =>
  api.requests.filter(
    (request) => `${request.method} ${new URL(request.url).pathname}`.toLowerCase() === route.toLowerCase(),
  );
