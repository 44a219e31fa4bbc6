import type { ErrorBody } from '@atrium/shared/errors';
import { ApiError } from './ApiError';

/** Builds the ApiError for a failed response, whatever its body holds. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let raw: unknown = null;
  try {
    raw = await response.json();
  } catch {
    // Not JSON (a proxy's error page): fall back to the status line below.
  }
  // The server's errors have the shared ErrorBody shape (its serializer checks them); anything
  // else (a proxy's page) is told by its status line.
  const body: ErrorBody = isErrorBody(raw)
    ? raw
    : { code: `HTTP_${response.status}`, message: response.statusText || `HTTP ${response.status}` };
  return new ApiError(response.status, body);
}

function isErrorBody(raw: unknown): raw is ErrorBody {
  return typeof raw === 'object' && raw !== null && 'code' in raw && typeof raw.code === 'string';
}
