import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { useSignedInApp } from '../signed-in-app';
import { exampleValues } from './probe-examples';
import { hostileRequest } from './fuzz-requests';
import { isPublicRoute, routeTable, sampleRequest, type ProbeRoute } from './route-table';
import { ownId } from './tenancy-world';

/**
 * docs/SECURITY.md "bad input is never a 5xx": property-based requests (fuzz-requests.ts) against every route the
 * app registers, signed in as Acme's admin, plus the public sign-in post. The server must answer each one below 500:
 * 400 with a message (field messages for validation), or 401/403/404/409/413/415/422/429 where that is the answer.
 * Short by default (a fixed seed, a few dozen runs per route); PROBE_LONG=1 runs 1,000 per route on a new seed
 * (PROBE_SEED=<n> repeats one; PROBE_RUNS=<n> sets the count).
 */
const long = process.env.PROBE_LONG === '1';
const runs = Number(process.env.PROBE_RUNS ?? (long ? 1000 : 40));
const seed = Number(process.env.PROBE_SEED ?? (long ? Date.now() % 2 ** 31 : 20_260_603));
/** Static files and API docs: read-only trees with no request schema, served by their plugins. */
const notFuzzed = (route: ProbeRoute) => route.url.startsWith('/docs') || route.url.startsWith('/images/');

const t = useSignedInApp({ as: ['admin'], env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
const { admin } = t.sessions;

const acceptable = new Set([200, 201, 204, 302, 303, 400, 401, 403, 404, 409, 413, 415, 422, 429]);

/** Why an answer is wrong, or null. */
function judge(response: LightMyRequestResponse): string | null {
  if (!acceptable.has(response.statusCode)) return `answered ${response.statusCode}`;
  if (response.statusCode < 400 || !response.headers['content-type']?.includes('json')) return null;
  const body = response.json() as { message?: unknown; code?: unknown; fieldErrors?: Record<string, string[]> };
  if (typeof body.message !== 'string' || body.message === '') return `${response.statusCode} without a message`;
  if (body.code === 'validation' && !body.fieldErrors && response.statusCode === 400) return '400 validation without field messages';
  return null;
}

const describeRequest = (request: InjectOptions) =>
  `${request.method} ${String(request.url).slice(0, 200)} [${String(request.headers?.['content-type'] ?? '')}] ${String(request.payload ?? '').slice(0, 200)}`;

describe(`input fuzz probe (${runs} runs per route, seed ${seed})`, () => {
  let routes: ProbeRoute[] = [];
  let samples = new Map<string, ReturnType<typeof sampleRequest>>();

  beforeAll(async () => {
    routes = routeTable(t.routes).filter((route) => !notFuzzed(route));
    const examples = await exampleValues(t.db);
    // Real ids of the caller's, so hostile requests also reach the code past the lookups.
    const partCode = String(examples.manufacturerCode);
    examples.basketKey = await ownId(t, admin, 'basketKey', partCode);
    examples.quoteId = await ownId(t, admin, 'deliveryQuoteId', partCode);
    examples.orderReference = await ownId(t, admin, 'savedOrderReference', partCode);
    samples = new Map(routes.map((route) => [route.key, sampleRequest(route, examples)]));
  });

  it('never answers 5xx, and answers 4xx with a message', { timeout: long ? 6 * 3_600_000 : 600_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const signedIn = !isPublicRoute(route);
      const details = await fc.check(
        fc.asyncProperty(hostileRequest(route, samples.get(route.key) ?? {}), async (request) => {
          const response = signedIn ? await t.inject(admin, request) : await t.app.inject(request);
          const problem = judge(response);
          if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`);
        }),
        { seed, numRuns: runs, endOnFailure: true },
      );
      if (details.failed) {
        const [request] = details.counterexample ?? [];
        failures.push(`${route.key}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n    ${request ? describeRequest(request) : ''}`);
      }
    }
    console.info(`input fuzz probe: ${routes.length} routes × ${runs} runs (seed ${seed}), ${failures.length} failing`);
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
  });
});
