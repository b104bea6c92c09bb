import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const maxRetries = 2;

/** Client errors (4xx) are answers, not glitches: retrying them only repeats the same refusal. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
