import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';

/** Retry only what may succeed next time: lost connections and server errors, twice at most. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
