import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';
import { VenueColumn } from './VenueColumn';

/** A venue page's shape while its text loads. */
export function VenuePageLoading() {
  const { t } = useTranslation();
  return (
    <VenueColumn>
      <Box role="status" aria-label={t('loading')}>
        <Skeleton variant="text" sx={{ fontSize: '3rem', width: '60%' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" sx={{ width: '85%' }} />
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', mt: 3 }} />
      </Box>
    </VenueColumn>
  );
}
