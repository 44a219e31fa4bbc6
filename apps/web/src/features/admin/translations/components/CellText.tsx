import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from '#web/lib/i18n/react';
import type { Language } from '@atrium/shared/languages';
import type { TranslationRow } from '@atrium/shared/api/translations';

/**
 * A cell's text as shown in the grid: an empty text says so (the cell's state chip says whether
 * that is a gap); a pending draft is shown with a "draft" mark, the published text struck through below.
 */
export function CellText({ value, lang }: { value: TranslationRow['values'][Language]; lang: Language }) {
  const { t } = useTranslation();
  const shown = value.draft ?? value.value;
  const pending = value.draft !== null;
  return (
    <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {pending && (
        <Chip
          component="span"
          size="small"
          color="info"
          label={t('admin:translations.draft')}
          sx={{ mr: 0.5, mb: 0.5 }}
        />
      )}
      {shown ? (
        <Box component="span" lang={lang}>
          {shown}
        </Box>
      ) : (
        <Box component="em" sx={{ color: 'text.secondary' }}>
          {t('admin:translations.empty')}
        </Box>
      )}
      {pending && value.value && (
        <Box
          component="span"
          lang={lang}
          sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem', mt: 0.5 }}
        >
          <Box component="span" sx={{ fontWeight: 700 }}>
            {t('admin:translations.published')}{' '}
          </Box>
          <del>{value.value}</del>
        </Box>
      )}
    </Box>
  );
}
