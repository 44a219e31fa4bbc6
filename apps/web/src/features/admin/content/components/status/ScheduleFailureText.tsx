import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { ScheduleFailure } from '@atrium/shared/api/content-admin';
import type { ContentType } from '@atrium/shared/content/define';
import { ERROR_CODES } from '@atrium/shared/errors';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { pathLabel } from '#web/features/admin/content/lib/field-labels';
import { useVenueDateTime } from '#web/features/admin/content/lib/use-venue-date-time';

/**
 * Why a scheduled change did not happen (it stays scheduled, marked failed, until fixed): the
 * reason in words and the fields to fix.
 */
export function ScheduleFailureText({ type, failure }: { type: ContentType | undefined; failure: ScheduleFailure }) {
  const { t } = useTranslation();
  const venueTime = useVenueDateTime();
  const errorText = useFieldErrorText();
  const known = ERROR_CODES.some((code) => code === failure.code);
  const reason = t(known ? `errors:${failure.code}` : 'errorTryLater');
  const fields = Object.entries(failure.fields ?? {}).map(
    ([path, code]) => `${type ? pathLabel(type, path, t) : path}: ${errorText({ message: code }) ?? code}`,
  );
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
