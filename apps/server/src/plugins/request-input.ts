import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { validationError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';

/** Paths (as zod issue paths) of every string in a parsed value that holds U+0000, keys included. */
export function pathsWithNul(value: unknown, path: PropertyKey[] = [], found: PropertyKey[][] = []): PropertyKey[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithNul(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key]);
      else pathsWithNul(item, [...path, key], found);
    }
  }
  return found;
}

/** Adds a field message for every string holding U+0000 to whatever the schema checks. */
const withoutNul = (schema: ZodType) =>
  schema.superRefine((value, context) => {
    for (const path of pathsWithNul(value)) context.addIssue({ code: 'custom', path, message: messages.common.nulCharacter });
  });

/**
 * The route validator: the zod schema, then U+0000 refused in every string it let through (body, query, params),
 * however it arrived (JSON escape, %00, form or multipart field, a JSON string inside a form field). PostgreSQL
 * cannot store NUL in text, so it used to fail deep in a query (500, with the value in the driver's message); now it
 * is a 400 with the field's name before any handler runs. One place: a new route's schema is covered as it lands.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: route.schema instanceof z.ZodType ? withoutNul(route.schema) : route.schema });

/** `multipart/form-data` with a usable boundary parameter (what the multipart parser needs to split the body). */
const multipartType = /^\s*multipart\/form-data\s*(;|$)/i;
const boundaryParameter = /;\s*boundary\s*=\s*(?:"[^"]+"|[^\s;"]+)/i;

/** Refuses bodies the parsers would fail on with a 500, before they run. */
export function registerRequestInputGuards(app: FastifyInstance) {
  app.addHook('preParsing', async (request) => {
    const contentType = request.headers['content-type'];
    if (contentType && multipartType.test(contentType) && !boundaryParameter.test(contentType)) {
      throw validationError(messages.common.multipartWithoutBoundary, { 'content-type': [messages.common.multipartWithoutBoundary] });
    }
  });
}
