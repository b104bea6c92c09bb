import type { InjectOptions, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { isPublicRequest } from '../../plugins/public-paths';
import { fieldsOf, queryStringOf, sampleOf, toJsonSchema, type Examples, type JsonSchema, type RequestField, type RequestPart } from './request-shape';

/**
 * The app's routes as the probes see them, read from the routes as they were registered (buildApp's onRoute, kept
 * by createTestApp): a route added tomorrow is probed tomorrow without anyone listing it.
 */
export interface ProbeRoute {
  method: string;
  url: string;
  /** 'GET /Basket/GetBasketByKey': how the probes' tables name a route. */
  key: string;
  /** Request schemas by part (querystring, body, params), as zod and as JSON Schema. */
  schemas: Partial<Record<RequestPart, { zod: ZodType; json: JsonSchema }>>;
  fields: RequestField[];
}

const parts: readonly RequestPart[] = ['querystring', 'body', 'params'];

const isZod = (value: unknown): value is ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** One entry per method and path; Fastify's HEAD twins of GET routes are left out (probed through their GET). */
export function routeTable(registered: readonly RouteOptions[]): ProbeRoute[] {
  const table = new Map<string, ProbeRoute>();
  for (const route of registered) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const twinOfGet = method === 'HEAD' && registered.some((other) => other.url === route.url && [other.method].flat().includes('GET'));
      const key = `${method} ${route.url}`;
      if (twinOfGet || table.has(key)) continue;
      const schema = (route.schema ?? {}) as Partial<Record<RequestPart, unknown>>;
      const schemas: ProbeRoute['schemas'] = {};
      for (const part of parts) {
        const zod = schema[part];
        if (isZod(zod)) schemas[part] = { zod, json: toJsonSchema(zod) };
      }
      const fields = parts.flatMap((part) => (schemas[part] ? fieldsOf(part, schemas[part].json) : []));
      table.set(key, { method, url: route.url, key, schemas, fields });
    }
  }
  return [...table.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The path with its parameters filled in (`/images/products/:file` → `/images/products/probe`). */
/** The route's path with its parameters filled in: from the sample's params when it has them, else 'probe'. */
export const concretePath = (route: ProbeRoute, params?: unknown): string =>
  route.url
    .replace(/:([^/]+)/g, (_match, name: string) => {
      const value = params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined;
      return value === undefined ? 'probe' : encodeURIComponent(String(value));
    })
    .replace(/\*$/, 'probe');

/** plugins/public-paths.ts decides, as it does for a real request to this route. */
export const isPublicRoute = (route: ProbeRoute): boolean => isPublicRequest(route.method, concretePath(route), true);

/** Valid request parts for the route: required fields from the schema, `examples` by field name over them. */
export function sampleRequest(route: ProbeRoute, examples: Examples = {}): Partial<Record<RequestPart, unknown>> {
  return Object.fromEntries(Object.entries(route.schemas).map(([part, { json }]) => [part, sampleOf(json, examples)]));
}

/** Whether every part of a sample passes the route's own schemas (a sample that does not proves nothing). */
export function failingParts(route: ProbeRoute, sample: Partial<Record<RequestPart, unknown>>): string[] {
  return Object.entries(route.schemas)
    .filter(([part, { zod }]) => {
      const value = sample[part as RequestPart];
      // Query values travel as text: check what the route will actually receive.
      const received = part === 'querystring' ? Object.fromEntries(new URLSearchParams(queryStringOf(value))) : value;
      return !zod.safeParse(received).success;
    })
    .map(([part]) => part);
}

/** The inject options for request parts (a JSON body; the query string from the querystring part). */
export function injectOptions(route: ProbeRoute, sample: Partial<Record<RequestPart, unknown>>): InjectOptions {
  const query = queryStringOf(sample.querystring);
  const url = `${concretePath(route, sample.params)}${query ? `?${query}` : ''}`;
  const hasBody = sample.body !== undefined && route.method !== 'GET' && route.method !== 'HEAD';
  return { method: route.method as InjectOptions['method'], url, ...(hasBody ? { payload: sample.body as InjectOptions['payload'] } : {}) };
}
