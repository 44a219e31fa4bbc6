import { useTranslation } from '#web/lib/i18n/react';
import type { Language } from '@atrium/shared/languages';
import { isApiError } from '#web/lib/api/ApiError';
import { errorMessageKey } from '#web/components/errors/api-error-message';
import { showNotice } from '#web/components/notice/notice-store';

export interface ErrorText {
  text: string;
  /** Set when the text is not in the page's language, for <… lang>. */
  lang?: Language;
}

/** docs/spec/product-spec.md §8: a 403 on an admin call is 'no admin permission', shown in Korean whatever the language. */
const NO_PERMISSION_KEY = 'errors:NO_ADMIN_PERMISSION';
const NO_PERMISSION_LANG: Language = 'ko';

/** Two-factor refusals (enrol first, give a code) are 403s too, but say what to do. */
const MFA_REFUSALS = new Set(['MFA_ENROLLMENT_REQUIRED', 'STEP_UP_REQUIRED']);
const isForbidden = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && !MFA_REFUSALS.has(error.code);

/**
 * The message of a failed admin call: the Korean no-permission text for a 403, else the
 * server's code in the page language (errors:USER_NOT_FOUND, errors:INVALID_GRADE…), else the
 * generic "try again later".
 */
export function useAdminErrorText(): (error: unknown) => ErrorText {
  const { t } = useTranslation();
  return (error) =>
    isForbidden(error)
      ? { text: t(NO_PERMISSION_KEY, { lng: NO_PERMISSION_LANG }), lang: NO_PERMISSION_LANG }
      : { text: t(errorMessageKey(error)) };
}

/** The same message as a notice, for failures of actions that have no place on the page to say it. */
export function noticeAdminError(error: unknown): void {
  if (isForbidden(error)) showNotice(NO_PERMISSION_KEY, 'error', { lang: NO_PERMISSION_LANG });
  else showNotice(errorMessageKey(error), 'error');
}

/** The no-permission text on its own (the guard and the ADMIN-only pages show it without a call). */
export function useNoPermissionText(): ErrorText {
  const { t } = useTranslation();
  return { text: t(NO_PERMISSION_KEY, { lng: NO_PERMISSION_LANG }), lang: NO_PERMISSION_LANG };
}
