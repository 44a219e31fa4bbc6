import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '#web/lib/api/ApiError';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';
import { applyServerFieldErrors } from '#web/components/forms/server-field-errors';
import type { SignupFormInput } from '../form-schemas';

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

/** Where each refusal of POST /auth/signup shows: on its field when it has one, else above the button. */
export function handleSignUpError(error: unknown, { setError, restartVerification, setAlertKey }: SignUpErrorTargets) {
  const code = errorCodeOf(error);
  if (code === 'PHONE_ALREADY_REGISTERED') {
    setError('phoneNumber', { type: 'server', message: 'errors:PHONE_ALREADY_REGISTERED' });
  } else if (code === 'EMAIL_ALREADY_REGISTERED' || code === 'EMAIL_NOT_VERIFIED') {
    restartVerification(`errors:${code}`);
  } else if (code === 'VALIDATION_FAILED') {
    applyServerFieldErrors(error, setError, FIELDS);
    if (isApiError(error) && (error.fields?.email || error.fields?.verificationToken)) {
      restartVerification('errors:EMAIL_NOT_VERIFIED');
    }
    setAlertKey('errors:VALIDATION_FAILED');
  } else {
    setAlertKey(errorMessageKey(error, 'auth:signup.failed'));
  }
}
