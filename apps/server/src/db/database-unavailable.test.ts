import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (503, decision 013)', () => {
  it.each([
    ['the closed gate', new DatabaseUnavailableError()],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['an overdue answer', new Error('Query read timeout')],
    ['a closed client', new Error('Client was closed and is not queryable')],
    ['SQLSTATE 08006', withCode('08006')],
    ['a shutdown (57P01)', withCode('57P01')],
    ['a statement timeout (57014)', withCode('57014')],
    ['too many connections (53300)', withCode('53300')],
    ['a cause two levels down', new Error('Failed query', { cause: new Error('wrapped', { cause: withCode('ECONNREFUSED') }) })],
  ])('%s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('23505')],
    ['bad input', withCode('22P02')],
    ['a bug', new TypeError('undefined is not a function')],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
