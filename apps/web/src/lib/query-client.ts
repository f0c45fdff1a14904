import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from './api-error';
import { redirectToLoginOnAuthError } from './auth-redirect';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError | Error;
    /** `isAuthRedirectDisabled`: the caller handles a 401 itself (e.g. the root redirect). */
    queryMeta: { isAuthRedirectDisabled?: boolean };
    mutationMeta: { isAuthRedirectDisabled?: boolean };
  }
}

export const MAX_QUERY_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Spec §9 with one refinement (docs/decisions/012-query-retries.md): a 4xx answer is final, never retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** 1 s, 2 s, 4 s … doubling per attempt, capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(options: { onAuthError?: (error: unknown) => void } = {}): QueryClient {
  const onAuthError = options.onAuthError ?? ((error: unknown) => redirectToLoginOnAuthError(error));
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.isAuthRedirectDisabled) onAuthError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.isAuthRedirectDisabled) onAuthError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      // Mutations are not idempotent (an order, a payment), so they are never retried automatically.
      mutations: { retry: false },
    },
  });
}
