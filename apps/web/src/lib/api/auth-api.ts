import { clearSession, getAccessToken, getRefreshToken } from '../session';
import { emitSessionExpired } from '../session-events';
import { refreshAccessToken } from './refresh-tokens';
import { createClient, send, type RequestOptions } from './request';

/**
 * The API client for member and admin calls: it sends the stored access token and
 * (docs/spec/product-spec.md §4) on 401 TOKEN_EXPIRED refreshes once and retries once; when the session
 * cannot be saved, or on 402 INVALID_TOKEN, it clears the session and reports it.
 */
export const authApi = createClient(performWithSession);

async function performWithSession(path: string, options: RequestOptions): Promise<Response> {
  const usedRefreshToken = getRefreshToken();
  const usedAccessToken = getAccessToken();
  const first = await send(path, options, usedAccessToken);
  const firstCode = await errorCodeOf(first);
  // The refusal of a session this tab ended or replaced while the request was on its way (signed
  // out, signed in again) ends nothing. An expiry still refreshes if a session is held: another
  // request may have refreshed it already (refreshAccessToken reuses that).
  if (firstCode === 'INVALID_TOKEN' && first.status === 402) {
    return getAccessToken() === usedAccessToken ? endSession(first) : first;
  }
  if (!(first.status === 401 && firstCode === 'TOKEN_EXPIRED') || getAccessToken() === null) return first;

  const accessToken = await refreshAccessToken(usedRefreshToken);
  if (!accessToken) return endSession(first);
  const retry = await send(path, options, accessToken);
  const retryCode = await errorCodeOf(retry);
  // One refresh per request: a second rejection of the token ends the session.
  if (
    (retry.status === 401 && retryCode === 'TOKEN_EXPIRED') ||
    (retry.status === 402 && retryCode === 'INVALID_TOKEN')
  ) {
    return endSession(retry);
  }
  return retry;
}

function endSession(response: Response): Response {
  clearSession();
  emitSessionExpired();
  return response;
}

/** The error code of a 401/402 answer, read from a clone so the caller can still read the body. */
async function errorCodeOf(response: Response): Promise<string | null> {
  if (response.status !== 401 && response.status !== 402) return null;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : null;
  } catch {
    return null;
  }
}
