import { STATIC_QUERY_STALE_MS } from '@atrium/shared/limits';
import { isApiError } from '../api/ApiError';

/** Answers a retry cannot change: the session or the permission is wrong, or the thing is gone. */
const FINAL_STATUSES = new Set([401, 402, 403, 404]);

/** docs/spec/product-spec.md §8: a failed read is retried once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && FINAL_STATUSES.has(error.status)) return false;
  return failureCount < 1;
}

/**
 * For public content whose page the server renders with it (news, events): fresh for a minute,
 * so the page hydrates on the data embedded in its HTML without asking for it again.
 */
export const embeddedQueryOptions = { staleTime: 60_000 } as const;

/**
 * For slides, spaces and statistics reads (docs/spec/product-spec.md §9): kept 30 minutes, not refetched
 * when the window regains focus. Spread into queryOptions({...}).
 */
export const staticQueryOptions = {
  staleTime: STATIC_QUERY_STALE_MS,
  gcTime: STATIC_QUERY_STALE_MS,
  refetchOnWindowFocus: false,
} as const;
