import { useMutation } from '#web/lib/reads';
import { publicApi } from '#web/lib/api/public-api';

export interface NewPasswordRequest {
  email: string;
  verificationToken: string;
  newPassword: string;
}

/**
 * POST /api/auth/password/reset: a new password with a verified e-mail. It also lifts a lock and
 * signs every device out. 400 PASSWORD_SAME_AS_OLD, 400 EMAIL_NOT_VERIFIED.
 */
const resetPassword = (body: NewPasswordRequest): Promise<void> =>
  publicApi.requestVoid('/auth/password/reset', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
