import { errorBodySchema, type ErrorBody } from '@atrium/shared/errors';
import { ApiError } from './ApiError';

// Kept apart from ApiError so that code which only checks `instanceof ApiError` (the query
// client, error screens) does not pull zod into the first-load script.
/** Builds the ApiError for a failed response, whatever its body holds. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let raw: unknown = null;
  try {
    raw = await response.json();
  } catch {
    // Not JSON (a proxy's error page): fall back to the status line below.
  }
  const parsed = errorBodySchema.safeParse(raw);
  const body: ErrorBody = parsed.success
    ? parsed.data
    : { code: `HTTP_${response.status}`, message: response.statusText || `HTTP ${response.status}` };
  return new ApiError(response.status, body);
}
