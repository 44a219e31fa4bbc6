import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#web/lib/api/auth-api';
import { accountKeys } from './keys';

/** POST /api/me/sessions/sign-out-others: every device but this one is signed out. */
const signOutOtherSessions = (): Promise<void> =>
  authApi.requestVoid('/me/sessions/sign-out-others', { method: 'POST' });

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
