import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { useVenueDateTime } from '#web/features/admin/content/lib/use-venue-date-time';

/** When an item goes public or leaves the site on its own (scheduled), in the venue's time. */
export function ScheduleText({ publishAt, unpublishAt }: { publishAt: string | null; unpublishAt: string | null }) {
  const { t } = useTranslation();
  const venueTime = useVenueDateTime();
  if (!publishAt && !unpublishAt) return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {publishAt && (
        <span style={{ display: 'block' }}>
          {t('admin:content.schedule.publishAt', { time: venueTime(publishAt) })}
        </span>
      )}
      {unpublishAt && (
        <span style={{ display: 'block' }}>
          {t('admin:content.schedule.unpublishAt', { time: venueTime(unpublishAt) })}
        </span>
      )}
    </Typography>
  );
}
