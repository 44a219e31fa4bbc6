import { useMutation } from '@tanstack/react-query';
import { publicApi } from '#web/lib/api/public-api';

/**
 * POST /api/auth/signout: ends a device's session on the server (its refresh token stops
 * working). It needs no access token, so it also works once that has expired, or once the
 * browser has already forgotten the session.
 */
const signOut = (refreshToken: string): Promise<void> =>
  publicApi.requestVoid('/auth/signout', { method: 'POST', body: { refreshToken } });

export const useSignOut = () => useMutation({ mutationFn: signOut });
