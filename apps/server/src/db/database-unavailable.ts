/**
 * "The database cannot be reached right now", told apart from every other failure so the error handler answers
 * 503 with the contracts' message (the request may succeed if sent again) instead of a 500 (decision 013).
 */
export class DatabaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('PostgreSQL is unreachable', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket-level failures of a connection (Node's error codes). */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs meaning the server is not there to answer: class 08 (connection exception), 53300 (too many
 * connections), 57P01-57P03 (shut down, crashed, starting up), 57014 (the statement timeout cancelled a query
 * that waited too long: an overloaded or stuck server, worth a retry, never a stack trace).
 */
const unavailableSqlState = (code: string) => code.startsWith('08') || ['53300', '57P01', '57P02', '57P03', '57014'].includes(code);

/** What node-postgres and pg-pool say when a connection is lost, cannot be opened or answers too late. */
const connectionMessages = [
  'Connection terminated',
  'timeout expired',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A lost, refused, overdue or gated database connection anywhere in the error's cause chain. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!isRecord(error) || depth > 5) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = typeof error.code === 'string' ? error.code : '';
  if (socketCodes.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableSqlState(code))) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  if (connectionMessages.some((text) => message.startsWith(text))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
