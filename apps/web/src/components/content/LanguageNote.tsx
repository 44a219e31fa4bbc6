import { useTranslation } from '#web/lib/i18n/react';
import type { Language } from '@atrium/shared/languages';
import { TranslateIcon } from './icons';
import { languageName, languageNames } from './served-language';
import styles from './LanguageNote.module.css';

interface LanguageNoteProps {
  /** The language the text was served in, or each language its texts were served in. */
  served: Language | readonly Language[];
  /** The page's language. */
  page: Language;
}

/**
 * "Shown in English until the Spanish text is ready": only when some of a page's text is a
 * fallback, naming every language shown ("in English and Korean").
 */
export function LanguageNote({ served, page }: LanguageNoteProps) {
  const { t } = useTranslation();
  const shown = typeof served === 'string' ? [served] : served;
  if (shown.every((l) => l === page)) return null;
  return (
    <div role="note" className={styles.note}>
      <TranslateIcon fontSize="small" />
      {t('home:languageNote', { shown: languageNames(shown, page), wanted: languageName(page, page) })}
    </div>
  );
}
