import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { LANGUAGES } from '@atrium/shared/languages';
import type { MediaItem } from '@atrium/shared/api/media';
import { pickLocalized } from '@atrium/shared/localized';
import { useLanguage } from '#web/lib/i18n/use-language';
import { CopyButton } from '#web/features/admin/components/CopyButton';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { Thumbnail } from './Thumbnail';

interface MediaCardProps {
  item: MediaItem;
  onEditAlt: () => void;
  onDelete: () => void;
  /** Just uploaded here: marked, so the new picture is found at a glance. */
  selected?: boolean;
}

/** One library image: thumbnail, name, size, date, which languages have alt text, and its actions. */
export function MediaCard({ item, onEditAlt, onDelete, selected = false }: MediaCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useAdminFormat();
  const filled = LANGUAGES.filter((l) => item.alt[l]);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-current={selected ? 'true' : undefined}
      sx={{
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        ...(selected && { borderColor: 'primary.main', outline: 2, outlineColor: 'primary.main' }),
      }}
    >
      <Thumbnail item={item} alt={pickLocalized(item.alt, lang).text} />
      <Box sx={{ p: 1.5, flexGrow: 1 }}>
        {selected && <Chip size="small" color="primary" label={t('admin:media.justUploaded')} sx={{ mb: 1 }} />}
        <Typography component="h3" variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {item.originalName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {`${item.width} × ${item.height} · ${format.bytes(item.bytes)} · ${format.date(item.createdAt)}`}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {filled.length
            ? t('admin:media.altFilled', { languages: filled.map((l) => l.toUpperCase()).join(', ') })
            : t('admin:media.altNone')}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', px: 1, pb: 1 }}>
        <CopyButton value={item.url} itemName={item.originalName} />
        <Button size="small" onClick={onEditAlt} aria-label={`${t('admin:media.editAlt')}: ${item.originalName}`}>
          {t('admin:media.editAlt')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          aria-label={`${t('admin:media.delete')}: ${item.originalName}`}
        >
          {t('admin:media.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}
