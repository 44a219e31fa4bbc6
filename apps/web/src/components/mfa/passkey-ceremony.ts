import type { Reply } from '#web/lib/api/request';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { stepUpResponseSchema } from '@atrium/shared/api/mfa';
import type { passkeyRequestOptionsSchema } from '@atrium/shared/api/passkeys';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@atrium/shared/api/passkeys';
import { isApiError } from '#web/lib/api/ApiError';
import { authApi } from '#web/lib/api/auth-api';
import { errorMessageKey } from '../errors/api-error-message';

/** Whether this browser can use passkeys at all (WebAuthn). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

// The browser half of WebAuthn is loaded only when a passkey is used: most visitors never do.
const webauthn = () => import('@simplewebauthn/browser');

/** navigator.credentials.create with the server's options → the JSON the server verifies. */
export async function createPasskey(options: PasskeyCreationOptions) {
  const { startRegistration } = await webauthn();
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

/** navigator.credentials.get with the server's options → the signed answer. */
export async function signWithPasskey(options: PasskeyRequestOptions) {
  const { startAuthentication } = await webauthn();
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/**
 * The i18n key for a failed passkey attempt: the server's refusal as usual; anything the browser
 * throws (cancelled, timed out, no passkey for this site) as "the passkey was not used".
 */
export const passkeyErrorKey = (error: unknown): string =>
  isApiError(error) ? errorMessageKey(error) : 'auth:mfa.passkeyNotUsed';

/** POST /api/me/mfa/step-up/passkey(/options): the passkey gives this session its step-up. */
export async function stepUpWithPasskey() {
  const options = await authApi.request<Reply<typeof passkeyRequestOptionsSchema>>('/me/mfa/step-up/passkey/options', {
    method: 'POST',
  });
  const response = await signWithPasskey(options);
  return authApi.request<Reply<typeof stepUpResponseSchema>>('/me/mfa/step-up/passkey', {
    method: 'POST',
    body: { response },
  });
}
