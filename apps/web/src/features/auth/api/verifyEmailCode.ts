import { useMutation } from '@tanstack/react-query';
import { emailVerifyResponseSchema } from '@atrium/shared/api/auth';
import { publicApi } from '../../../lib/api/publicApi';
import type { EmailCodeRequest } from './requestEmailCode';

/** POST /api/auth/email/verify: the code for a proof of the e-mail (valid 30 minutes); 400 INVALID_VERIFICATION_CODE. */
export const verifyEmailCode = async (body: EmailCodeRequest & { code: string }): Promise<string> =>
  (await publicApi.request('/auth/email/verify', { method: 'POST', body, schema: emailVerifyResponseSchema }))
    .verificationToken;

export const useVerifyEmailCode = () => useMutation({ mutationFn: verifyEmailCode });
