import { useTranslation } from '#web/lib/i18n/react';
import type { ReleaseStatus } from '@atrium/shared/api/content-admin';
import { useVenueDateTime } from '#web/features/admin/content/lib/use-venue-date-time';

/** When a release goes or went live, in the venue's time; a failed one, when it failed; an open one, not yet set. */
export function ReleaseWhen({
  status,
  at,
  failedAt,
}: {
  status: ReleaseStatus;
  at: string | null;
  failedAt?: string | null;
}) {
  const { t } = useTranslation();
  const venueTime = useVenueDateTime();
  if (status === 'failed' && failedAt) return <>{t('admin:releases.when.failed', { time: venueTime(failedAt) })}</>;
  if (!at || status === 'open' || status === 'failed') return <>{t('admin:releases.when.open')}</>;
  return <>{t(`admin:releases.when.${status}`, { time: venueTime(at) })}</>;
}
