import { useMutation } from '#web/lib/reads';
import { publicApi } from '#web/lib/api/public-api';
import type { NewPasswordRequest } from './reset-password';

/** POST /api/auth/unlock: unlocks a locked account with a verified e-mail and a new password. */
const unlockAccount = (body: NewPasswordRequest): Promise<void> =>
  publicApi.requestVoid('/auth/unlock', { method: 'POST', body });

export const useUnlockAccount = () => useMutation({ mutationFn: unlockAccount });
