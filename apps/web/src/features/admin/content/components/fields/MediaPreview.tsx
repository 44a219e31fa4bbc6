import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { pickLocalized } from '@atrium/shared/localized';
import { useLanguage } from '#web/lib/i18n/use-language';
import { Thumbnail } from '#web/features/admin/media/components/Thumbnail';
import { useMediaItem } from '#web/features/admin/content/api/get-media-item';

/** A chosen library image as a thumbnail with its file name (or its id, when the library cannot say). */
export function MediaPreview({ id, width = 200 }: { id: string; width?: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const media = useMediaItem(id);
  return (
    <Box sx={{ width, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {media.isPending ? (
        <Skeleton variant="rectangular" height={160} />
      ) : media.data ? (
        <Thumbnail item={media.data} alt={pickLocalized(media.data.alt, lang).text} />
      ) : (
        <Box sx={{ height: 160, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', p: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('admin:content.media.noPreview')}
          </Typography>
        </Box>
      )}
      <Typography component="p" variant="caption" sx={{ p: 1, overflowWrap: 'anywhere' }}>
        {media.data?.originalName ?? id}
      </Typography>
    </Box>
  );
}
