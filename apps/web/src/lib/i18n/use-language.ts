import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@atrium/shared/languages';

/**
 * The language of the page being shown: the URL's language segment under /{lang}/, else the
 * translator's language (admin pages carry no language in their path). Reading the URL first means
 * links are right in the very render that follows a language switch.
 */
export function useLanguage(): Language {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  if (isLanguage(lang)) return lang;
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
