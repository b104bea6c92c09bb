import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const maxRetries = 2;

/** Client errors (4xx) are answers, not glitches: retrying them only repeats the same refusal. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < maxRetries;
}

/**
 * spec 1 §8 / spec 3 §8: failed loads (notification count, user details, basket, classifications, user group...)
 * are logged and the page carries on; each screen decides what, if anything, to show.
 */
function logFailure(kind: string, key: unknown, error: unknown) {
  console.error(`SparesFinder: ${kind} ${JSON.stringify(key)} failed`, error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logFailure('query', query.queryKey, error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => logFailure('mutation', mutation.options.mutationKey ?? [], error),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
