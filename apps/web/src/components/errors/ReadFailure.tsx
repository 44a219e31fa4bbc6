import { isApiError } from '../../lib/api/ApiError';
import { NotFound } from '../pages/NotFound';
import { ErrorFallback } from './ErrorFallback';

/** A page's failed read: the not-found page when there is no such item (404), else the error with a retry. */
export function ReadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404) return <NotFound />;
  return <ErrorFallback error={error} onRetry={onRetry} />;
}
