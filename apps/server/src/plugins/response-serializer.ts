import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

type Write = (data: unknown) => string;

/** A route's response schema as fastify hands it over: the zod schema, or `{ properties: schema }`. */
function zodSchemaOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

/** The error zod's refusal raises (plugins/error-handler.ts answers it 500 and logs it), for the compiled writer's. */
const refusal = (method: string, url: string, message: string) =>
  new ResponseSerializationError(method, url, { cause: new z.ZodError([{ code: 'custom', message, path: [], input: undefined }]) });

/**
 * The contract's JSON Schema compiled by fast-json-stringify, or null when JSON Schema cannot say what the zod schema
 * writes (a transform, a date, a recursive type): those keep zod's writer. It names no route, so routes sharing a
 * schema share it; each route wraps it with its own method and path.
 */
function compile(schema: ZodType): Write | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * Writes every JSON answer from its route's zod response schema (decision 018). The schema is compiled once, on the
 * first answer of a route using it, into a writer that emits exactly the contract's fields in one pass, where zod's
 * parse first built a checked copy of the whole answer (CPU per answer, full-scale world: a search page of 15.5 kB
 * 131 → 57 µs; an availability answer of 1.85 MB 17-20 → 10-14 ms). Fields the contract lacks are never sent.
 *
 * `check` (every API and e2e test server, RESPONSE_CHECK): each answer is also checked and written by zod, and the
 * two must hold the same values (keys of an object may come in another order), so the whole test suite proves the
 * compiled writer equal to the contract's. Without it a field of the wrong type is not refused but written in the
 * contract's type, as Fastify's own serializer does; a required field missing is still refused.
 */
export function responseSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  const compiled = new WeakMap<ZodType, Write | null>();
  const compiledFor = (schema: ZodType): Write | null => {
    if (!compiled.has(schema)) compiled.set(schema, compile(schema));
    return compiled.get(schema) ?? null;
  };
  return (route) => {
    const { schema, method, url } = route;
    // zod's own way, as fastify-type-provider-zod writes it: parse (checks the answer, drops fields the contract
    // lacks), then JSON.stringify.
    const byZod: Write = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const writerFor = (): Write => {
      const fast = compiledFor(zodSchemaOf(schema));
      if (!fast) return byZod;
      const routed: Write = (data) => {
        try {
          return fast(data);
        } catch (cause) {
          // A required field missing: the same 500 and log line as zod's refusal (plugins/error-handler.ts).
          throw refusal(method, url, cause instanceof Error ? cause.message : String(cause));
        }
      };
      return options.check ? checkedAgainst(byZod, routed, method, url) : routed;
    };
    let write: Write | undefined;
    return (data) => (write ??= writerFor())(data);
  };
}

function checkedAgainst(byZod: Write, compiled: Write, method: string, url: string): Write {
  return (data) => {
    const expected = byZod(data);
    const written = compiled(data);
    // The same values; only the order of an object's keys may differ (the compiled writer puts required keys first).
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      const start = (text: string) => JSON.stringify(text.slice(0, 400));
      throw refusal(method, url, `the compiled writer wrote ${start(written)}, zod ${start(expected)}`);
    }
    return written;
  };
}
