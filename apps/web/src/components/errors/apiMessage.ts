import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/lib/api/ApiError';

/**
 * The message of a failed member call: the site's text for the server's code when there is one
 * (errors:ALREADY_CHECKED_IN…), else the server's own message (already in the request's
 * language), else the generic "try again later".
 */
export function useApiMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (!isApiError(error)) return t('errorTryLater');
    if (i18n.exists(`errors:${error.code}`)) return t(`errors:${error.code}`);
    return error.message || t('errorTryLater');
  };
}
