import type { FieldErrors, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#web/lib/api/ApiError';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';
import { initialFieldErrors } from '#web/components/forms/server-field-errors';
import type { SignupFormInput } from '@atrium/shared/api/account-forms';

const FIELDS = [
  'password',
  'name',
  'phoneNumber',
  'phoneRegion',
  'memberType',
  'churchAffiliation',
  'blessingGroup',
  'agreeService',
  'agreePrivacy',
] as const;

interface SignUpErrorTargets {
  setError: UseFormSetError<SignupFormInput>;
  /** The e-mail proof is gone (used, expired) or the address is taken: verify again. */
  restartVerification: (errorKey: string) => void;
  setAlertKey: (key: string) => void;
}

/**
 * Where a refusal of the sign-up's details shows: on its fields (`fields`), above the button
 * (`alertKey`); `restartKey`: the address's proof is refused and it is verified again, with that
 * message. The same whether the app got it from the API or the server rendered it with the page.
 */
export function signUpRefusal(error: unknown): {
  fields?: FieldErrors<SignupFormInput>;
  alertKey?: string;
  restartKey?: string;
} {
  const code = errorCodeOf(error);
  if (code === 'PHONE_ALREADY_REGISTERED') {
    return { fields: { phoneNumber: { type: 'server', message: 'errors:PHONE_ALREADY_REGISTERED' } } };
  }
  if (code === 'EMAIL_ALREADY_REGISTERED' || code === 'EMAIL_NOT_VERIFIED') return { restartKey: `errors:${code}` };
  if (code === 'VALIDATION_FAILED') {
    const proofRefused = isApiError(error) && Boolean(error.fields?.email || error.fields?.verificationToken);
    return {
      fields: initialFieldErrors<SignupFormInput>(error, FIELDS),
      alertKey: 'errors:VALIDATION_FAILED',
      restartKey: proofRefused ? 'errors:EMAIL_NOT_VERIFIED' : undefined,
    };
  }
  return { alertKey: errorMessageKey(error, 'auth:signup.failed') };
}

/** Where each refusal of POST /auth/signup shows: on its field when it has one, else above the button. */
export function handleSignUpError(error: unknown, { setError, restartVerification, setAlertKey }: SignUpErrorTargets) {
  const refusal = signUpRefusal(error);
  for (const name of FIELDS) {
    const fieldError = refusal.fields?.[name];
    if (fieldError) setError(name, { type: 'server', message: fieldError.message });
  }
  if (refusal.restartKey) restartVerification(refusal.restartKey);
  if (refusal.alertKey) setAlertKey(refusal.alertKey);
}
