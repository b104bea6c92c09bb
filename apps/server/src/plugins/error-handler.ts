import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, statusForErrorCode, type FieldErrors } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import type { ErrorResponse } from '@sparesfinder/contracts/common';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { errorLogFields } from './log-fields';

/** Seconds a client is asked to wait before retrying while the database is unreachable (the gate probes every 0.5 s). */
const retryAfterUnavailableSeconds = 5;

/**
 * One place maps failures to responses: validation → 400 with field messages, DomainError → its status, an
 * unreachable database → 503 (decision 013), anything else → 500 with the spec's default text (details only in the log, never in the body). The log gets
 * what failed and where (errorLogFields: never a query's parameters) with the request id, not the request's values.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (statusCode: number, code: string, message: string, fieldErrors?: FieldErrors): ErrorResponse => ({
      statusCode,
      code,
      message,
      ...(fieldErrors ? { fieldErrors } : {}),
      requestId: request.id,
    });

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const path = (issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path ?? [];
        const key = path.map(String).join('.') || issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fieldErrors[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send(body(400, 'validation', 'The request has invalid fields.', fieldErrors));
    }
    if (error instanceof DomainError) {
      const status = statusForErrorCode[error.code];
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
      return reply.status(status).send(body(status, error.code, error.message, error.fieldErrors));
    }
    if ((error as unknown) instanceof URIError) {
      // decodeURIComponent on a malformed %-sequence from the client: bad input, never a 500.
      return reply.status(400).send(body(400, 'bad_request', 'Malformed URL encoding'));
    }
    if (isDatabaseUnavailable(error)) {
      // The database cannot be reached (decision 013): a retry may succeed, so 503 with Retry-After, the contracts'
      // message and no detail; logged as a warning (an outage, not a bug) with the failure's kind only.
      request.log.warn({ err: errorLogFields(error), route: request.routeOptions.url }, 'database unavailable');
      reply.header('retry-after', String(retryAfterUnavailableSeconds));
      return reply.status(503).send(body(503, 'unavailable', messages.common.serviceUnavailable));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: errorLogFields(error), route: request.routeOptions.url }, 'response did not match its schema');
      return reply.status(500).send(body(500, 'internal', messages.common.somethingWentWrong));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: errorLogFields(error), route: request.routeOptions.url }, 'unhandled error');
      return reply.status(500).send(body(500, 'internal', messages.common.somethingWentWrong));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type...) keep their status and a safe text.
    return reply.status(status).send(body(status, error.code ?? 'bad_request', error.message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ statusCode: 404, code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}`, requestId: request.id }),
  );
}
