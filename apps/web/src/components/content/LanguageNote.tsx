import Box from '@mui/material/Box';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from '#web/lib/i18n/react';
import type { Language } from '@atrium/shared/languages';
import { languageName, languageNames } from './served-language';

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
    <Box
      role="note"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        bgcolor: 'action.hover',
        color: 'text.secondary',
        fontSize: '0.875rem',
      }}
    >
      <Translate aria-hidden fontSize="small" />
      {t('home:languageNote', { shown: languageNames(shown, page), wanted: languageName(page, page) })}
    </Box>
  );
}
