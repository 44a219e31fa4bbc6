import { useMutation } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { emailVerifyResponseSchema } from '@atrium/shared/api/auth';
import { publicApi } from '#web/lib/api/public-api';
import type { EmailCodeRequest } from './request-email-code';

/** POST /api/auth/email/verify: the code for a proof of the e-mail (valid 30 minutes); 400 INVALID_VERIFICATION_CODE. */
const verifyEmailCode = async (body: EmailCodeRequest & { code: string }): Promise<string> =>
  (await publicApi.request<Reply<typeof emailVerifyResponseSchema>>('/auth/email/verify', { method: 'POST', body }))
    .verificationToken;

export const useVerifyEmailCode = () => useMutation({ mutationFn: verifyEmailCode });
