import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { concretePath, type ProbeRoute } from './route-table';
import { queryStringOf, withField } from './request-shape';

/**
 * fast-check arbitraries for hostile requests to one route: its valid sample with a field dropped or replaced by a
 * nasty value, an unknown or prototype key added, then sent as JSON, a form, multipart (with and without a
 * boundary), broken JSON, invalid UTF-8, an unexpected content type, or a body over the 1 MB limit; sometimes with
 * a hostile header too.
 */

const megabyteOfText = 'x'.repeat(1_000_000);
const nested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 'deep');

const nastyConstants: unknown[] = [
  null, true, false, 0, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER,
  '', ' ', 'NaN', 'Infinity', '-Infinity', '1e400', '0x1F', ' 7 ', '７', '1,000', '-0', '00000000001',
  '\u0000', 'a\u0000b', '%00', '\ud800', 'a\udfffb', '\u202e\ufeff', '😀', "' or 1=1 --", '<script>alert(1)</script>',
  '../../etc/passwd', '{}', '[]', '00000000-0000-0000-0000-000000000000', megabyteOfText,
  [], {}, [null], { constructor: { prototype: { polluted: true } } }, nested(2000),
];

/** Values no well-behaved client sends: wrong types, edge numbers, NUL and lone surrogates, 1 MB, deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyConstants) },
  // NUL is what PostgreSQL text cannot hold: tried often, alone and inside text.
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }).map((around) => `${around}\u0000${around}`) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Query strings a parser must survive: broken escapes, repeats, prototype keys, a long value. */
const rawQueryTails = ['%', '%zz', '%FF%FE', '%00=%00', 'a=1&a=2', '__proto__[polluted]=1', 'constructor=1', '&&=&', `long=${'q'.repeat(100_000)}`];

const brokenJson = ['{', '{"a":', 'nul', '[', '"\\u0000"', '{"a":"\\ud800"}', '\u0000', '', '{"__proto__":{"polluted":true}}', '1e400', '{"a":1,"a":2}'];
const strangeContentTypes = ['application/xml', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded; charset=latin1', 'image/png', '*/*', 'text/plain'];
const boundarylessMultipart = ['multipart/form-data', 'multipart/form-data;', 'multipart/form-data; boundary', 'multipart/form-data; charset=utf-8'];

/** Headers a client controls beyond the body's type: a request id we echo, encodings we do not speak, a bad cookie. */
const hostileHeaders: Record<string, string>[] = [
  { 'x-request-id': '😀' },
  { 'x-request-id': 'x'.repeat(500) },
  { 'content-encoding': 'gzip' },
  { 'accept-encoding': 'br;q=NaN, *;q=-1' },
  { 'x-forwarded-for': 'garbage, , ::::' },
  { cookie: 'sf_session=%00; XSRF-TOKEN=%E0%A4%A' },
];

type Encoding = 'json' | 'form' | 'multipart' | 'noBoundary' | 'brokenJson' | 'invalidUtf8' | 'strangeType' | 'tooLarge' | 'protoJson';
const encodings: Encoding[] = ['json', 'json', 'json', 'form', 'multipart', 'noBoundary', 'brokenJson', 'invalidUtf8', 'strangeType', 'tooLarge', 'protoJson'];

interface Mutation {
  path: string[] | null;
  action: 'drop' | 'set';
  value: unknown;
  extraKey: string | null;
  encoding: Encoding;
  rawQueryTail: string | null;
  headers: Record<string, string> | null;
  pick: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function formOf(value: unknown): string {
  return queryStringOf(value !== null && typeof value === 'object' && !Array.isArray(value) ? value : { value });
}

function multipartOf(value: unknown, boundary: string): string {
  const fields = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['value', value]];
  const parts = fields.map(([name, field]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text(field)}\r\n`);
  return `${parts.join('')}--${boundary}--\r\n`;
}

function bodyFor(mutation: Mutation, body: unknown): Pick<InjectOptions, 'payload' | 'headers'> {
  const json = JSON.stringify(body ?? {});
  const contentType = (type: string) => ({ 'content-type': type });
  switch (mutation.encoding) {
    case 'json':
      return { payload: json, headers: contentType('application/json') };
    case 'form':
      return { payload: formOf(body), headers: contentType('application/x-www-form-urlencoded') };
    case 'multipart':
      return { payload: multipartOf(body, 'probe-boundary'), headers: contentType('multipart/form-data; boundary=probe-boundary') };
    case 'noBoundary':
      return { payload: multipartOf(body, 'probe-boundary'), headers: contentType(boundarylessMultipart[mutation.pick % boundarylessMultipart.length]!) };
    case 'brokenJson':
      return { payload: brokenJson[mutation.pick % brokenJson.length]!, headers: contentType('application/json') };
    case 'invalidUtf8': {
      const at = Math.max(json.indexOf('":"') + 3, 1);
      const bytes = Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]), Buffer.from(json.slice(at))]);
      return { payload: bytes, headers: contentType('application/json; charset=utf-8') };
    }
    case 'strangeType':
      return { payload: json, headers: contentType(strangeContentTypes[mutation.pick % strangeContentTypes.length]!) };
    case 'tooLarge':
      return { payload: JSON.stringify({ padding: 'x'.repeat(1_100_000) }), headers: contentType('application/json') };
    case 'protoJson':
      return { payload: json.replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},'), headers: contentType('application/json') };
  }
}

const mutationOf = (route: ProbeRoute): fc.Arbitrary<Mutation> =>
  fc.record({
    path: route.fields.length > 0 ? fc.option(fc.constantFrom(...route.fields.map((field) => [field.part, ...field.path])), { freq: 5 }) : fc.constant(null),
    action: fc.constantFrom('drop' as const, 'set' as const, 'set' as const),
    value: nastyValue,
    extraKey: fc.option(fc.constantFrom('__proto__', 'constructor', 'prototype', 'unknownField', 'a\u0000b', ''), { freq: 4 }),
    encoding: fc.constantFrom(...encodings),
    rawQueryTail: fc.option(fc.constantFrom(...rawQueryTails), { freq: 4 }),
    headers: fc.option(fc.constantFrom(...hostileHeaders), { freq: 6 }),
    pick: fc.nat(),
  });

/** Hostile inject options for the route, built on its valid sample (route-table.ts sampleRequest). */
export function hostileRequest(route: ProbeRoute, sample: Partial<Record<'querystring' | 'body' | 'params', unknown>>): fc.Arbitrary<InjectOptions> {
  return mutationOf(route).map((mutation) => {
    let parts: Record<string, unknown> = { querystring: sample.querystring ?? {}, body: sample.body ?? {} };
    if (mutation.path) parts = withField(parts, mutation.path, mutation.action === 'drop' ? undefined : mutation.value) as Record<string, unknown>;
    if (mutation.extraKey !== null) {
      const target = mutation.pick % 2 === 0 ? 'body' : 'querystring';
      const current = parts[target];
      if (current !== null && typeof current === 'object' && !Array.isArray(current)) {
        parts = { ...parts, [target]: Object.defineProperty({ ...current }, mutation.extraKey, { value: mutation.value, enumerable: true }) };
      }
    }
    const query = [queryStringOf(parts.querystring), mutation.rawQueryTail].filter(Boolean).join('&');
    const url = `${concretePath(route)}${query ? `?${query}` : ''}`;
    const sendsBody = !['GET', 'HEAD'].includes(route.method);
    const body = sendsBody ? bodyFor(mutation, parts.body) : {};
    return { method: route.method as InjectOptions['method'], url, ...body, headers: { ...body.headers, ...mutation.headers } };
  });
}
