import { isApiError } from '#web/lib/api/ApiError';
import { NotFound } from '../pages/NotFound';
import { ErrorFallback } from './ErrorFallback';

/** A page's failed read: the not-found page when there is no such item (404), else the error with a retry. */
export function ReadFailure({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
  return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
}
