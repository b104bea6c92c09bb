/**
 * Typed errors thrown by services; the server's one error handler maps each kind to a status code.
 * The web app reads the same `code` from error responses.
 */
export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    readonly code: 'validation' | 'unauthorised' | 'forbidden' | 'not_found' | 'conflict' | 'rule' | 'rate_limited',
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** rate_limited only: when to try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (message: string, fieldErrors?: FieldErrors) =>
  new DomainError('validation', message, fieldErrors);
export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);
export const unauthorised = (message = 'Not signed in') => new DomainError('unauthorised', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const rateLimited = (message: string, retryAfterSeconds?: number) => new DomainError('rate_limited', message, undefined, retryAfterSeconds);
/** A business rule refused the request; the message is the spec's user-facing text. */
export const ruleBroken = (message: string) => new DomainError('rule', message);

export const statusForErrorCode: Record<DomainError['code'], number> = {
  validation: 400,
  unauthorised: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rule: 422,
  rate_limited: 429,
};
