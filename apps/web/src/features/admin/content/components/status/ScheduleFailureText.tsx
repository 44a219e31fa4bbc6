import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { ScheduleFailure } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { useFailureText } from '#web/features/admin/content/lib/failure-text';
import { useVenueDateTime } from '#web/features/admin/content/lib/use-venue-date-time';

/**
 * Why a scheduled change did not happen (it stays scheduled, marked failed, until fixed): the
 * reason in words and the fields to fix, worded as a release's failure is (useFailureText).
 */
export function ScheduleFailureText({ type, failure }: { type: ContentType | undefined; failure: ScheduleFailure }) {
  const { t } = useTranslation();
  const venueTime = useVenueDateTime();
  const failureText = useFailureText();
  const { reason, fields } = failureText({ ...failure, type: type?.type ?? '' }, type);
  return (
    <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
      {t('admin:content.schedule.failed', { time: venueTime(failure.at), reason })}
      {fields.length > 0 && (
        <span style={{ display: 'block' }}>
          {t('admin:content.schedule.failedFields', { fields: fields.join('; ') })}
        </span>
      )}
    </Typography>
  );
}
