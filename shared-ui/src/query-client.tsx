// The data layer's defaults for the portal and the back-office (TanStack Query). A refusal (4xx,
// 5xx) is the server speaking: asking again would not change it. A request that got no answer is
// tried again like the rest of the product does (shared-domain/platform/retry: 3 attempts, 1 s then 2 s).
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isRetryableError, retryDefaults } from 'shared-domain/platform/retry';

/** Tries again only what never reached the server, `attempts` times in all. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < retryDefaults.attempts - 1 && isRetryableError(error);
}

/** 1000 ms before the second attempt, then doubling. */
export function queryRetryDelay(failureCount: number): number {
  return retryDefaults.firstDelayMs * 2 ** failureCount;
}

export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        // A screen opened twice within half a minute shows what it had, then checks in the background.
        staleTime: 30_000,
        ...overrides,
      },
      mutations: { retry: false },
    },
  });
}
