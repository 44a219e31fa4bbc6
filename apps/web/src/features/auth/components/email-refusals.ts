import { EMAIL_CODE_COOLDOWN_SECONDS } from '@atrium/shared/limits';
import { isApiError } from '#web/lib/api/ApiError';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';

export interface VerificationAlert {
  key: string;
  severity: 'info' | 'error';
}

/**
 * Where a refusal of the e-mail verification shows, whether the app got it from the API or the
 * server rendered it with the page: on the address or code field, or as an alert; a code asked
 * again too soon leaves the code's form open and waits out the rest.
 */
export interface VerificationRefusal {
  emailErrorKey?: string;
  codeErrorKey?: string;
  alert?: VerificationAlert;
  /** A code sent moments ago is still good: its form shows, and a new one waits this long. */
  cooldownSeconds?: number;
}

/** A refusal of the address's form ("send code"), or of the proof at the next step. */
export function emailRefusal(error: unknown): VerificationRefusal {
  const code = errorCodeOf(error);
  if (code === 'EMAIL_CODE_COOLDOWN') {
    const wait = isApiError(error) ? error.body.retryAfterSeconds : undefined;
    return {
      cooldownSeconds: wait ?? EMAIL_CODE_COOLDOWN_SECONDS,
      alert: { key: 'errors:EMAIL_CODE_COOLDOWN', severity: 'info' },
    };
  }
  if (code === 'EMAIL_ALREADY_REGISTERED' || code === 'EMAIL_NOT_REGISTERED' || code === 'EMAIL_NOT_VERIFIED') {
    return { emailErrorKey: `errors:${code}` };
  }
  if (isApiError(error) && error.fields?.email) return { emailErrorKey: `validation:${error.fields.email}` };
  return { alert: { key: errorMessageKey(error, 'auth:verify.sendFailed'), severity: 'error' } };
}

/** A refusal of the code's form ("verify"). */
export function codeRefusal(error: unknown): VerificationRefusal {
  if (errorCodeOf(error) === 'INVALID_VERIFICATION_CODE') return { codeErrorKey: 'auth:verify.invalidCode' };
  if (isApiError(error) && error.fields?.code) return { codeErrorKey: `validation:${error.fields.code}` };
  return { alert: { key: errorMessageKey(error), severity: 'error' } };
}
