import type { Reply } from '#web/lib/api/request';
import type { recoveryCodesSchema, totpEnrolmentSchema, TotpEnrolment } from '@atrium/shared/api/mfa';
import { authApi } from '#web/lib/api/auth-api';

export { mfaKey, useMfaStatus } from '#web/components/mfa/mfa-status';

/** POST /api/me/mfa/totp: a new secret, shown during enrolment only. */
export const startTotp = (): Promise<TotpEnrolment> =>
  authApi.request<Reply<typeof totpEnrolmentSchema>>('/me/mfa/totp', { method: 'POST' });

/** POST /api/me/mfa/totp/confirm: the first code turns two-factor on → the ten recovery codes. */
export const confirmTotp = async (code: string): Promise<string[]> =>
  (await authApi.request<Reply<typeof recoveryCodesSchema>>('/me/mfa/totp/confirm', { method: 'POST', body: { code } }))
    .recoveryCodes;

export const regenerateRecoveryCodes = async (code: string): Promise<string[]> =>
  (
    await authApi.request<Reply<typeof recoveryCodesSchema>>('/me/mfa/recovery-codes', {
      method: 'POST',
      body: { code },
    })
  ).recoveryCodes;

export const removeMfa = (body: { password: string; code: string }): Promise<void> =>
  authApi.requestVoid('/me/mfa', { method: 'DELETE', body });
