import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { htmlText } from '#web/features/admin/content/lib/revision-diff';

/**
 * The Korean source of a text, read-only beside its translation (`id` describes the input).
 * Rich text shows its words, not its markup.
 */
export function KoreanSource({ name, id, rich = false }: { name: string; id: string; rich?: boolean }) {
  const { t } = useTranslation();
  const value: unknown = useWatch({ name: `${name}.ko` });
  const text = typeof value === 'string' ? (rich ? htmlText(value) : value) : '';
  return (
    <Box
      id={id}
      sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1, borderInlineStart: 3, borderColor: 'divider' }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {t('admin:content.editor.koreanSource')}
      </Typography>
      <Typography lang="ko" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text || t('admin:content.editor.koreanEmpty')}
      </Typography>
    </Box>
  );
}
