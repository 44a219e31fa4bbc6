import { useMutation } from '@tanstack/react-query';
import { authApi } from '#web/lib/api/auth-api';

/** POST /api/me/password-notice: "Don't show for a week" (sign-in answers pwdChange false for 7 days). */
const snoozePasswordNotice = (): Promise<void> =>
  authApi.requestVoid('/me/password-notice', { method: 'POST', body: { snooze: 'week' } });

export const useSnoozePasswordNotice = () => useMutation({ mutationFn: snoozePasswordNotice });
