import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { z } from 'zod';
import { demoAccounts } from '../test-app';
import { useSignedInApp } from '../signed-in-app';
import { failingParts, injectOptions, routeTable, sampleRequest, type ProbeRoute } from './route-table';
import { withField, type Examples, type RequestField } from './request-shape';
import { callerScoped, classify, isIdField, type OwnedKind } from './tenancy-ids';
import { deliveryAddress, exampleValues } from './probe-examples';
import { foreignIds, leakMarkers, missingIds, organisationOf, ownId, snapshotOf } from './tenancy-world';

/**
 * docs/SECURITY.md "tenancy": Fresh Plumbing tries every id-taking route with Acme's ids. Routes and their id fields
 * come from the route table (route-table.ts, tenancy-ids.ts); Acme's ids from the database. For each owned id:
 * Acme's value and a missing one answer alike (404, or the documented caller-scoped answer), no answer carries
 * Acme's data, the caller's own id does not answer 404 (so the request itself was valid), and at the end every row
 * Acme owns is unchanged. Short by default (one or two of Acme's ids of each kind); PROBE_LONG=1 tries every one.
 */
const long = process.env.PROBE_LONG === '1';
const t = useSignedInApp({ as: ['fresh', 'admin'] });
const { fresh, admin: acme } = t.sessions;

interface Probe {
  route: ProbeRoute;
  field: RequestField;
  kind: OwnedKind;
}

const idFields = (route: ProbeRoute) => route.fields.filter(isIdField);
let routes: ProbeRoute[] = [];
let examples: Examples = {};
let foreign: Record<OwnedKind, unknown[]>;
let acmeBefore: Record<string, unknown[]>;
let markers: string[] = [];
let partCode = '';
const leaks: string[] = [];
const tally = { routes: 0, idRoutes: 0, ownedProbes: 0, sharedRoutes: 0, requests: 0 };

beforeAll(async () => {
  routes = routeTable(t.routes);
  // Acme holds a stored delivery quote and a requested product too (the seed has neither).
  expect((await t.post(acme, '/Basket/DeliveryQuote', deliveryAddress)).statusCode).toBe(200);
  const request = { manufacturerPartNumber: 'ACME-SECRET-1', description: 'Acme private sourcing request' };
  expect((await t.post(acme, '/RequestedProducts/AddProductToRequestedProducts', request)).statusCode).toBe(200);
  examples = await exampleValues(t.db);
  partCode = String(examples.manufacturerCode);
  const acmeId = await organisationOf(t.db, demoAccounts.admin);
  foreign = await foreignIds(t.db, acmeId, long);
  acmeBefore = await snapshotOf(t.db, acmeId);
  markers = leakMarkers(acmeBefore);
});

afterAll(() => console.info(`tenancy probe: ${tally.routes} routes, ${tally.idRoutes} take ids (${tally.sharedRoutes} shared ids only); ${tally.ownedProbes} owned-id probes, ${tally.requests} requests as Fresh Plumbing`));

/** Fresh Plumbing calls the route with `value` in the field (or the plain sample); every answer is checked for leaks. */
async function call(route: ProbeRoute, field?: RequestField, value?: unknown): Promise<LightMyRequestResponse> {
  // The basket's current version, so an update is judged on the id and not refused as stale.
  if (route.fields.some((f) => f.name === 'version')) examples.version = (await t.get(fresh, '/Basket/GetBasketForUser')).json().version;
  const sample = sampleRequest(route, examples);
  if (field) sample[field.part] = withField(sample[field.part], field.path, value);
  const bad = failingParts(route, sample);
  if (bad.length > 0) throw new Error(`${route.key}: the probe's request is invalid in ${bad.join(', ')}; add an example value for its fields`);
  const response = await t.inject(fresh, injectOptions(route, sample));
  tally.requests += 1;
  const sent = JSON.stringify(sample);
  const leaked = markers.filter((marker) => !sent.includes(marker) && response.body.toLowerCase().includes(marker.toLowerCase()));
  if (leaked.length > 0) leaks.push(`${route.key} ${field?.name ?? ''}=${String(value)}: ${leaked.join(', ')}`);
  return response;
}

/** What must match between a foreign and a missing id: status, and the error's code and text, or the answer's fields. */
function answer(response: LightMyRequestResponse): string {
  const body = response.headers['content-type']?.includes('json') ? response.json() : response.body;
  if (response.statusCode >= 400) return `${response.statusCode} ${body.code} ${body.message}`;
  const shape = Array.isArray(body) ? 'a list' : typeof body === 'object' ? Object.keys(body).sort().join(',') : typeof body;
  return `${response.statusCode} ${shape}`;
}

describe('tenancy probe (generated from the route table)', () => {
  it('classifies every id field of every route', () => {
    const unclassified = routes.flatMap((route) => idFields(route).filter((field) => !classify(route, field)).map((field) => `${route.key} ${field.part}.${field.path.join('.')}`));
    expect(unclassified, 'add these fields to tenancy-ids.ts: owned by an organisation, or shared and why').toEqual([]);
    tally.routes = routes.length;
    tally.idRoutes = routes.filter((route) => idFields(route).length > 0).length;
    expect(tally.idRoutes).toBeGreaterThan(20);
  });

  it('would flag a new route whose id field it does not know', () => {
    const schema = { querystring: z.object({ invoiceId: z.coerce.number(), branchNo: z.number(), qty: z.number(), orderReference: z.string() }) };
    const [route] = routeTable([{ method: 'GET', url: '/Invoices/Get', schema, handler: () => null } as RouteOptions]);
    expect(idFields(route!).filter((field) => !classify(route!, field)).map((field) => field.name)).toEqual(['invoiceId', 'branchNo']);
  });

  it("answers Acme's ids to Fresh Plumbing exactly as ids that do not exist, and the caller's own as usual", { timeout: long ? 3_600_000 : 60_000 }, async () => {
    const probes: Probe[] = routes.flatMap((route) =>
      idFields(route).flatMap((field) => {
        const idClass = classify(route, field);
        return idClass && 'owned' in idClass ? [{ route, field, kind: idClass.owned }] : [];
      }),
    );
    const failures: string[] = [];
    for (const { route, field, kind } of probes) {
      const label = `${route.key} ${field.path.join('.')}`;
      const documented = callerScoped[`${route.key} ${field.name}`];
      const expected = answer(await call(route, field, missingIds[kind]));
      expect(foreign[kind].length, `Acme has no ${kind} to probe with`).toBeGreaterThan(0);
      for (const value of foreign[kind]) {
        const got = answer(await call(route, field, value));
        if (got !== expected) failures.push(`${label}=${String(value)}: foreign "${got}" but missing "${expected}"`);
      }
      if (!documented && !expected.startsWith('404')) failures.push(`${label}: a missing id answers "${expected}", not 404 (or document it in callerScoped)`);
      if (!documented) {
        const own = answer(await call(route, field, await ownId(t, fresh, kind, partCode)));
        if (own.startsWith('404') || own.startsWith('400')) failures.push(`${label}: the caller's own id answers "${own}": the probe's request is not a real one`);
      }
      tally.ownedProbes += 1;
    }
    expect(failures).toEqual([]);
    expect(tally.ownedProbes).toBeGreaterThanOrEqual(15);
  });

  it('calls the routes that take only shared ids (catalogue, merchants) as Fresh Plumbing too', async () => {
    for (const route of routes.filter((r) => idFields(r).length > 0 && idFields(r).every((field) => 'shared' in (classify(r, field) ?? {})))) {
      expect((await call(route)).statusCode, route.key).toBeLessThan(500);
      tally.sharedRoutes += 1;
    }
  });

  it("put none of Acme's data in any answer", () => {
    expect(tally.requests).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  });

  it("leaves every row Acme owns as it was", async () => {
    expect(await snapshotOf(t.db, await organisationOf(t.db, demoAccounts.admin))).toEqual(acmeBefore);
  });
});
