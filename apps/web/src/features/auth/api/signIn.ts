import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { signinResponseSchema, type SigninResponse } from '@atrium/shared/api/auth';
import { mfaChallengeSchema, type MfaChallenge } from '@atrium/shared/api/mfa';
import { passkeyRequestOptionsSchema } from '@atrium/shared/api/passkeys';
import { publicApi } from '../../../lib/api/publicApi';
import { signWithPasskey } from '../../../components/mfa/passkeyCeremony';

export interface SigninRequest {
  email: string;
  password: string;
}

const signinOutcomeSchema = z.union([signinResponseSchema, mfaChallengeSchema]);

/**
 * POST /api/auth/signin → tokens, username, role and pwdChange, or for an account with
 * two-factor sign-in `{mfaRequired, mfaToken, methods}` (completed by signInWithCode or signInWithPasskey). 401 BAD_CREDENTIALS (with
 * failedCount/maxFailures for a known e-mail), 423 ACCOUNT_LOCKED, 429 LOGIN_BLOCKED or
 * TOO_MANY_REQUESTS.
 */
export const signIn = (body: SigninRequest): Promise<SigninResponse | MfaChallenge> =>
  publicApi.request('/auth/signin', { method: 'POST', body, schema: signinOutcomeSchema });

/** POST /api/auth/signin/mfa: the second step, with a TOTP or recovery code → the token pair. */
export const signInWithCode = (body: { mfaToken: string; code: string }): Promise<SigninResponse> =>
  publicApi.request('/auth/signin/mfa', { method: 'POST', body, schema: signinResponseSchema });

/**
 * POST /api/auth/signin/passkey(/options): the second step with a passkey instead of a code; the
 * browser asks for it between the two calls. Refusals count against the mfaToken as wrong codes do.
 */
export async function signInWithPasskey(mfaToken: string): Promise<SigninResponse> {
  const options = await publicApi.request('/auth/signin/passkey/options', {
    method: 'POST',
    body: { mfaToken },
    schema: passkeyRequestOptionsSchema,
  });
  const response = await signWithPasskey(options);
  return publicApi.request('/auth/signin/passkey', {
    method: 'POST',
    body: { mfaToken, response },
    schema: signinResponseSchema,
  });
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
export const useSignInWithCode = () => useMutation({ mutationFn: signInWithCode });
