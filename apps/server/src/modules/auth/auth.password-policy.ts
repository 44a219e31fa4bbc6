import { isCommonPassword } from '@atrium/shared/common-passwords';
import { appError } from '#server/lib/app-error';

/**
 * Beyond the shared rule (checked by the request schema): not a common password, and not
 * containing the e-mail's local part (docs/spec/decisions.md §5b). Throws VALIDATION_FAILED on `field`.
 */
export function assertAcceptablePassword(password: string, email: string, field = 'password'): void {
  if (isCommonPassword(password)) throw appError('VALIDATION_FAILED', { fields: { [field]: 'PASSWORD_COMMON' } });
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) {
    throw appError('VALIDATION_FAILED', { fields: { [field]: 'PASSWORD_CONTAINS_EMAIL' } });
  }
}
