import { useMutation } from '@tanstack/react-query';
import { signinResponseSchema, type SigninResponse } from '@atrium/shared/api/auth';
import { publicApi } from '../../../lib/api/publicApi';

export interface SigninRequest {
  email: string;
  password: string;
}

/**
 * POST /api/auth/signin → tokens, username, role and pwdChange. 401 BAD_CREDENTIALS (with
 * failedCount/maxFailures for a known e-mail), 423 ACCOUNT_LOCKED, 429 LOGIN_BLOCKED or
 * TOO_MANY_REQUESTS.
 */
export const signIn = (body: SigninRequest): Promise<SigninResponse> =>
  publicApi.request('/auth/signin', { method: 'POST', body, schema: signinResponseSchema });

export const useSignIn = () => useMutation({ mutationFn: signIn });
