import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';
import { HOME_CAROUSEL_WIDE_MIN } from '@atrium/shared/breakpoints';

/**
 * Spec: a skeleton while the slides load (when the HTML did not already bring them), in the
 * main carousel's and the strip's shapes so nothing jumps when they arrive.
 */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('loading')}>
      <Skeleton
        variant="rectangular"
        sx={{
          width: '100%',
          height: 'auto',
          aspectRatio: '750 / 1000',
          [`@media (min-width: ${HOME_CAROUSEL_WIDE_MIN}px)`]: { aspectRatio: '1920 / 800' },
        }}
      />
      <Box
        sx={{
          display: 'none',
          [`@media (min-width: ${HOME_CAROUSEL_WIDE_MIN}px)`]: { display: 'flex' },
          gap: 4,
          px: 6,
          py: 5,
        }}
      >
        <Skeleton variant="rounded" sx={{ flex: '0 0 35%', height: 200 }} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '60%' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" sx={{ width: '80%' }} />
        </Box>
      </Box>
    </Box>
  );
}
