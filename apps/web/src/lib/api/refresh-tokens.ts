import { getAccessToken, getRefreshToken, saveTokens } from '../session';
import type { refreshResponseSchema } from '@atrium/shared/api/auth';
import type { Reply } from './request';
import { buildUrl } from './request';

const LOCK_NAME = 'atrium-token-refresh';

let inFlight: Promise<string | null> | null = null;

/**
 * Gets a new access token with the stored refresh token; null when that is impossible
 * (no refresh token, or the server refused it); rejects when the network fails.
 *
 * Refresh tokens rotate, so two refreshes with the same token would race: one refresh runs at
 * a time across tabs (Web Locks) and within a tab (a shared promise). `usedRefreshToken` is the
 * refresh token held when the failed request started: if the stored one differs once we hold
 * the lock, another tab (or request) already refreshed, and its access token is reused.
 */
export function refreshAccessToken(usedRefreshToken: string | null): Promise<string | null> {
  if (!inFlight) {
    inFlight = withRefreshLock(() => refreshOnce(usedRefreshToken)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

async function refreshOnce(usedRefreshToken: string | null): Promise<string | null> {
  const stored = getRefreshToken();
  if (!stored) return null;
  if (usedRefreshToken && stored !== usedRefreshToken) return getAccessToken();
  // A network failure rejects here and reaches the caller unchanged: being offline is no
  // reason to sign the member out. A refusal by the server is.
  const response = await fetch(buildUrl('/auth/signin/refresh'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refreshToken: stored }),
  });
  if (!response.ok) return null;
  const tokens = (await response.json().catch(() => null)) as Reply<typeof refreshResponseSchema> | null;
  if (typeof tokens?.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') return null;
  saveTokens(tokens);
  return tokens.accessToken;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(LOCK_NAME, task);
}
