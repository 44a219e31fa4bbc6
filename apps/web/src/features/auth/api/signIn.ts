import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { signinResponseSchema, type SigninResponse } from '@atrium/shared/api/auth';
import { mfaChallengeSchema, type MfaChallenge } from '@atrium/shared/api/mfa';
import { publicApi } from '../../../lib/api/publicApi';

export interface SigninRequest {
  email: string;
  password: string;
}

const signinOutcomeSchema = z.union([signinResponseSchema, mfaChallengeSchema]);

/**
 * POST /api/auth/signin → tokens, username, role and pwdChange, or for an account with
 * two-factor sign-in `{mfaRequired, mfaToken}` (completed by signInWithCode). 401 BAD_CREDENTIALS (with
 * failedCount/maxFailures for a known e-mail), 423 ACCOUNT_LOCKED, 429 LOGIN_BLOCKED or
 * TOO_MANY_REQUESTS.
 */
export const signIn = (body: SigninRequest): Promise<SigninResponse | MfaChallenge> =>
  publicApi.request('/auth/signin', { method: 'POST', body, schema: signinOutcomeSchema });

/** POST /api/auth/signin/mfa: the second step, with a TOTP or recovery code → the token pair. */
export const signInWithCode = (body: { mfaToken: string; code: string }): Promise<SigninResponse> =>
  publicApi.request('/auth/signin/mfa', { method: 'POST', body, schema: signinResponseSchema });

export const useSignIn = () => useMutation({ mutationFn: signIn });
export const useSignInWithCode = () => useMutation({ mutationFn: signInWithCode });
