import { useMutation } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { signupResponseSchema, SignupRequest } from '@atrium/shared/api/auth';
import type { z } from 'zod';
import { publicApi } from '#web/lib/api/public-api';

export type SignupResponse = z.infer<typeof signupResponseSchema>;

/**
 * POST /api/auth/signup → 201 {id, accessToken, refreshToken, username, role}: signed in. 409 EMAIL/PHONE_ALREADY_REGISTERED, 400 EMAIL_NOT_VERIFIED,
 * 400 VALIDATION_FAILED with field codes (a common password, one containing the e-mail…).
 */
const signUp = (body: SignupRequest): Promise<SignupResponse> =>
  publicApi.request<Reply<typeof signupResponseSchema>>('/auth/signup', { method: 'POST', body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
