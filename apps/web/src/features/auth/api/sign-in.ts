import { useMutation } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { signinResponseSchema, SigninResponse } from '@atrium/shared/api/auth';
import type { MfaChallenge } from '@atrium/shared/api/mfa';
import type { passkeyRequestOptionsSchema } from '@atrium/shared/api/passkeys';
import { publicApi } from '#web/lib/api/public-api';
import { signWithPasskey } from '#web/components/mfa/passkey-ceremony';

interface SigninRequest {
  email: string;
  password: string;
}

/**
 * POST /api/auth/signin → tokens, username, role and pwdChange, or for an account with
 * two-factor sign-in `{mfaRequired, mfaToken, methods}` (completed by signInWithCode or signInWithPasskey). 401 BAD_CREDENTIALS (with
 * failedCount/maxFailures for a known e-mail), 423 ACCOUNT_LOCKED, 429 LOGIN_BLOCKED or
 * TOO_MANY_REQUESTS.
 */
const signIn = (body: SigninRequest): Promise<SigninResponse | MfaChallenge> =>
  publicApi.request<SigninResponse | MfaChallenge>('/auth/signin', { method: 'POST', body });

/** POST /api/auth/signin/mfa: the second step, with a TOTP or recovery code → the token pair. */
export const signInWithCode = (body: { mfaToken: string; code: string }): Promise<SigninResponse> =>
  publicApi.request<Reply<typeof signinResponseSchema>>('/auth/signin/mfa', { method: 'POST', body });

/**
 * POST /api/auth/signin/passkey(/options): the second step with a passkey instead of a code; the
 * browser asks for it between the two calls. Refusals count against the mfaToken as wrong codes do.
 */
export async function signInWithPasskey(mfaToken: string): Promise<SigninResponse> {
  const options = await publicApi.request<Reply<typeof passkeyRequestOptionsSchema>>('/auth/signin/passkey/options', {
    method: 'POST',
    body: { mfaToken },
  });
  const response = await signWithPasskey(options);
  return publicApi.request<Reply<typeof signinResponseSchema>>('/auth/signin/passkey', {
    method: 'POST',
    body: { mfaToken, response },
  });
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
