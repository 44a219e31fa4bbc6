import { useMutation } from '@tanstack/react-query';
import { publicApi } from '#web/lib/api/public-api';
import { getRefreshToken } from '#web/lib/session';

/**
 * POST /api/auth/signout: ends this device's session on the server (its refresh token stops
 * working). It needs no access token, so it also works once that has expired.
 */
async function signOut(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return;
  await publicApi.requestVoid('/auth/signout', { method: 'POST', body: { refreshToken } });
}

export const useSignOut = () => useMutation({ mutationFn: signOut });
