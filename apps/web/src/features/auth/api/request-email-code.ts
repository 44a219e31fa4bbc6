import { useMutation } from '#web/lib/reads';
import type { EmailPurpose } from '@atrium/shared/api/auth';
import { publicApi } from '#web/lib/api/public-api';

export interface EmailCodeRequest {
  email: string;
  purpose: EmailPurpose;
}

/**
 * POST /api/auth/email/code: e-mails a 6-digit code. 429 EMAIL_CODE_COOLDOWN (with
 * retryAfterSeconds) within 30 s of the last one; 409 EMAIL_ALREADY_REGISTERED for sign-up,
 * 404 EMAIL_NOT_REGISTERED for reset and unlock.
 */
const requestEmailCode = (body: EmailCodeRequest): Promise<void> =>
  publicApi.requestVoid('/auth/email/code', { method: 'POST', body });

export const useRequestEmailCode = () => useMutation({ mutationFn: requestEmailCode });
