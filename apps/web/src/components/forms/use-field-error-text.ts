import { useTranslation } from '#web/lib/i18n/react';

/**
 * The text of a form field's error. Messages hold i18n keys, never text: the shared schemas use
 * field codes ('REQUIRED' → validation:REQUIRED), and the forms put full keys for the rest
 * ('errors:PHONE_ALREADY_REGISTERED', 'auth:verify.invalidCode').
 */
export function useFieldErrorText(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    const key = error?.message;
    if (!key) return undefined;
    return t(key.includes(':') ? key : `validation:${key}`);
  };
}
