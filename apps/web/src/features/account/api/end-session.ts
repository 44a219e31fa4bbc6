import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#web/lib/api/auth-api';
import { accountKeys } from './keys';

/** DELETE /api/me/sessions/:id: signs one of the member's devices out. */
const endSession = (id: string): Promise<void> =>
  authApi.requestVoid(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
