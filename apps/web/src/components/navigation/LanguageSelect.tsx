import { useLocation, useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { LANGUAGES, LANGUAGE_LABELS, LANGUAGE_NAMES, isLanguage, type Language } from '@atrium/shared/languages';
import { useLanguage } from '#web/lib/i18n/use-language';
import { switchLanguagePath } from '#web/lib/i18n/language-path';
import { CompactSelect } from './CompactSelect';

/**
 * The language select: each language by the spec's code and its own name in its own script
 * ("JPN · 日本語"), so a visitor finds theirs whatever the page's language. Moves to the same
 * page in the chosen language, keeping the query string and hash.
 */
export function LanguageSelect({ id = 'language-select' }: { id?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <CompactSelect
      id={id}
      label={t('language.label')}
      value={lang}
      onChange={(next) => {
        if (isLanguage(next) && next !== lang) navigate(switchLanguagePath(location, next));
      }}
    >
      {LANGUAGES.map((code) => (
        // Marked with its language, so it is read aloud and drawn (CJK glyphs) as that language.
        <option key={code} value={code} lang={code}>
          {languageOptionLabel(code)}
        </option>
      ))}
    </CompactSelect>
  );
}

/** "KOR · 한국어": the spec's code beside the language's own name. */
const languageOptionLabel = (code: Language): string => `${LANGUAGE_LABELS[code]} · ${LANGUAGE_NAMES[code]}`;
