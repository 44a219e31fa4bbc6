import { useMutation } from '@tanstack/react-query';
import { signupResponseSchema, type SignupRequest } from '@atrium/shared/api/auth';
import { publicApi } from '../../../lib/api/publicApi';

/**
 * POST /api/auth/signup → 201 {id}. 409 EMAIL/PHONE_ALREADY_REGISTERED, 400 EMAIL_NOT_VERIFIED,
 * 400 VALIDATION_FAILED with field codes (a common password, one containing the e-mail…).
 */
export const signUp = async (body: SignupRequest): Promise<number> =>
  (await publicApi.request('/auth/signup', { method: 'POST', body, schema: signupResponseSchema })).id;

export const useSignUp = () => useMutation({ mutationFn: signUp });
