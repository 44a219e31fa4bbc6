import { useTranslation } from '#web/lib/i18n/react';
import { ERROR_CODES, type ErrorCode } from '@atrium/shared/errors';
import { isApiError } from '#web/lib/api/ApiError';

/** The server's error code of a failed call, when it is one of the catalogue. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!isApiError(error)) return null;
  return ERROR_CODES.find((code) => code === error.code) ?? null;
}

/**
 * The i18n key describing a failed call: the server's code (errors:BAD_CREDENTIALS…). A failure
 * on the server's side (INTERNAL_ERROR, network down, a proxy's page) gets `failedKey`: what
 * failed ("the code could not be sent"), or the generic "an error occurred, try again later".
 */
export function errorMessageKey(error: unknown, failedKey = 'errorTryLater'): string {
  const code = errorCodeOf(error);
  return code && code !== 'INTERNAL_ERROR' ? `errors:${code}` : failedKey;
}

/**
 * The message of a failed call, as text: the site's text for the server's code when it is one of
 * the catalogue (errors:ALREADY_CHECKED_IN…, INTERNAL_ERROR included), else the server's own
 * message (already in the request's language), else the generic "try again later".
 */
export function useApiMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const code = errorCodeOf(error);
    // The body's numbers fill the message's placeholders (a limit the request broke).
    if (code && isApiError(error)) return t(`errors:${code}`, { ...error.body });
    return (isApiError(error) && error.message) || t('errorTryLater');
  };
}
