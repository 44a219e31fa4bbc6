import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';

/** The shape of a detail page while it loads: a title, a picture and some lines. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('loading')}>
      <Skeleton variant="text" sx={{ fontSize: '3rem', width: '60%' }} />
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto', mt: 2 }} />
      <Skeleton variant="text" sx={{ mt: 2 }} />
      <Skeleton variant="text" sx={{ width: '80%' }} />
    </Box>
  );
}
