import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_LABELS, LANGUAGE_NAMES, isLanguage } from '@atrium/shared/languages';
import { useLanguage } from '../../lib/i18n/useLanguage';
import { switchLanguagePath } from '../../lib/i18n/languagePath';
import { CompactSelect } from './CompactSelect';

/**
 * The language select (spec labels KOR, ENG…): moves to the same page in the chosen language,
 * keeping the query string and hash.
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
        // The visible label is the spec's code (also its accessible name); the title names the language.
        <option key={code} value={code} title={LANGUAGE_NAMES[code]}>
          {LANGUAGE_LABELS[code]}
        </option>
      ))}
    </CompactSelect>
  );
}
