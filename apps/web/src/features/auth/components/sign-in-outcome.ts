import { isApiError } from '#web/lib/api/ApiError';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';

/** What the sign-in page shows after a refused sign-in. */
export type SignInProblem =
  /** A message (wrong password, 24-hour block, 30-minute restriction…); `failed` of `max` when counted. */
  | { kind: 'message'; key: string; failed?: { count: number; max: number } }
  /** Locked: the sign-in page sends the member to unlock this address, with the lock message. */
  | { kind: 'locked'; email: string }
  /** Field errors the server found: shown on the fields. */
  | { kind: 'fields' };

export function signInProblem(error: unknown, email: string): SignInProblem {
  const code = errorCodeOf(error);
  if (code === 'ACCOUNT_LOCKED') return { kind: 'locked', email };
  if (code === 'VALIDATION_FAILED') return { kind: 'fields' };
  if (code === 'BAD_CREDENTIALS' && isApiError(error)) {
    const { failedCount, maxFailures } = error.body;
    // Counted only for a registered e-mail; an unknown one gets the same message without it.
    const failed =
      failedCount !== undefined && maxFailures !== undefined ? { count: failedCount, max: maxFailures } : undefined;
    return { kind: 'message', key: 'errors:BAD_CREDENTIALS', failed };
  }
  // LOGIN_BLOCKED (24 hours), TOO_MANY_REQUESTS (30 minutes); a failure on the server's side.
  return { kind: 'message', key: errorMessageKey(error, 'auth:signin.failed') };
}
