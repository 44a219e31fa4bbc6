import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { Release } from '@atrium/shared/api/releases';
import type { ReleaseFailure } from '@atrium/shared/api/content-admin';
import { contentHref, contentTypeNameKey } from '#web/features/admin/content/lib/content-paths';
import { useVenueDateTime } from '#web/features/admin/content/lib/use-venue-date-time';
import { FailureReason } from './FailureReason';

/**
 * Why the release did not go live (nothing of it did): the item that failed, linking to its
 * editor to fix it, and the reason with the fields to fix.
 */
export function ReleaseFailureAlert({ failure, items }: { failure: ReleaseFailure; items: Release['items'] }) {
  const { t } = useTranslation();
  const venueTime = useVenueDateTime();
  const item = items.find((i) => i.type === failure.type && String(i.id) === String(failure.id));
  return (
    <Alert severity="error" role="alert">
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {t('admin:releases.failure.title')}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('admin:releases.failure.text', { time: venueTime(failure.at) })}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t(contentTypeNameKey(failure.type))}:{' '}
        <Link component={RouterLink} to={contentHref.editor(failure.type, failure.id)}>
          {item?.title || t('admin:content.list.untitled', { id: failure.id })}
        </Link>
      </Typography>
      <FailureReason failure={failure} />
    </Alert>
  );
}
