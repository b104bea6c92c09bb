/**
 * What the log may say (docs/SECURITY.md "no personal data in logs"): a request by its path, a failure by its kind.
 *
 * A failed query's message and
 * stack quote its parameters (drizzle: "Failed query: … params: …"), and some PostgreSQL messages quote the bad
 * value ('invalid input syntax for type integer: "…"'), so for database errors only the kind of failure is logged:
 * the SQLSTATE and the names of the objects involved, never the statement's values. The request id comes with the
 * request's logger.
 */

/** SQLSTATE: five digits or upper-case letters; pg and PGlite errors carry it as `code`. */
const sqlStatePattern = /^[0-9A-Z]{5}$/;

interface DatabaseErrorFields {
  code: string;
  severity?: string;
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function findDatabaseError(error: unknown, depth = 0): DatabaseErrorFields | undefined {
  if (!isRecord(error) || depth > 5) return undefined;
  if (typeof error.code === 'string' && sqlStatePattern.test(error.code) && ('severity' in error || 'routine' in error)) {
    return error as unknown as DatabaseErrorFields;
  }
  return findDatabaseError(error.cause, depth + 1);
}

/** A query error that quotes its statement's parameters in its message (drizzle's DrizzleQueryError). */
const quotesParameters = (error: Record<string, unknown>) => 'params' in error || 'parameters' in error;

export function errorLogFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!isRecord(error) || depth > 5) return { type: typeof error };
  const type = typeof error.name === 'string' ? error.name : 'Error';
  const database = findDatabaseError(error);
  if (database || quotesParameters(error)) {
    const { code, severity, routine, table, column, constraint } = database ?? { code: undefined };
    return { type, message: `database error ${code ?? '(no SQLSTATE)'}`, sqlState: code, severity, routine, table, column, constraint };
  }
  const cause = error.cause === undefined ? undefined : errorLogFields(error.cause, depth + 1);
  return { type, code: error.code, message: error.message, stack: error.stack, cause };
}

/**
 * Pino serializers for Fastify's request lines ("incoming request", "request completed"): the path without its
 * query string, which carries what people type (search terms, postcodes, order references).
 */
export const requestLogSerializers = {
  req: (request: { method: string; url: string; ip?: string }) => ({
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  }),
};
