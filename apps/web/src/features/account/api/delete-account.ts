import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@atrium/shared/api/auth';
import { authApi } from '#web/lib/api/auth-api';

/** DELETE /api/me {password} → 204; 400 CURRENT_PASSWORD_WRONG (nothing changes), 423 ACCOUNT_LOCKED. */
const deleteAccount = (body: DeleteAccountRequest): Promise<void> =>
  authApi.requestVoid('/me', { method: 'DELETE', body });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
